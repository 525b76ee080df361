import { describe, expect, it } from 'vitest';
import { clientIp } from '../../functions/api/services/rate-limit';

const ip = (value?: string) => clientIp(new Headers(value ? { 'CF-Connecting-IP': value } : {}));

describe('the IP the limits count (issue 26 item 4)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2405:201:ab12:cd34::9', '2405:201:ab12:cd34::/64'],
    ['2405:0201:ab12:cd34:1111:2222:3333:4444', '2405:201:ab12:cd34::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (value, counted) => {
    expect(ip(value)).toBe(counted);
  });

  it("one subscriber line's IPv6 addresses count as one", () => {
    expect(ip('2405:201:ab12:cd34:aaaa::1')).toBe(ip('2405:201:ab12:cd34:ffff:eeee:dddd:1'));
    expect(ip('2405:201:ab12:cd35::1')).not.toBe(ip('2405:201:ab12:cd34::1'));
    expect(ip()).toBe('local');
  });
});
