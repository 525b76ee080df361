import { describe, expect, it } from 'vitest';
import { previewMoment, previewPassDay, readPreviewPass, signPreviewPass } from '../../src/lib/domain/content/preview-pass';

/** Issue 33: a preview link's pass names one day, cannot be changed or guessed, and expires. */
const SECRET = 'the store secret';
const NOW = Date.parse('2027-01-05T10:00:00+05:30');
const WEEK = 7 * 86_400_000;

describe('preview pass', () => {
  it('shows midday in India of its day; refuses days that do not exist', () => {
    expect(previewMoment('2027-01-12')).toBe(Date.parse('2027-01-12T12:00:00+05:30'));
    for (const bad of ['2027-02-30', '12/01/2027', '2027-1-12', '', '2027-01-12T00:00']) expect(previewMoment(bad), bad).toBeNull();
  });

  it('a pass signed with the secret reads back as its day and moment until its expiry', async () => {
    const pass = await signPreviewPass(SECRET, '2027-01-12', NOW + WEEK);
    expect(previewPassDay(pass)).toBe('2027-01-12');
    await expect(readPreviewPass(SECRET, pass, NOW)).resolves.toEqual({ ok: true, day: '2027-01-12', at: previewMoment('2027-01-12') });
    await expect(readPreviewPass(SECRET, pass, NOW + WEEK)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another day, a longer life, another key, a changed signature, and no secret', async () => {
    const pass = await signPreviewPass(SECRET, '2027-01-12', NOW + WEEK);
    const [day, expires, sig] = pass.split('.') as [string, string, string];
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      `2027-01-13.${expires}.${sig}`,
      `${day}.${Number(expires) + WEEK}.${sig}`,
      await signPreviewPass('another key', day, NOW + WEEK),
      `${day}.${expires}.${flipped}`,
      `${day}.${expires}`,
      `${pass}.more`,
      'not a pass',
    ]) {
      await expect(readPreviewPass(SECRET, bad, NOW), bad).resolves.toEqual({ ok: false, reason: 'invalid' });
    }
    await expect(readPreviewPass('', pass, NOW)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(signPreviewPass('', day, NOW + WEEK)).rejects.toThrow('secret');
  });
});
