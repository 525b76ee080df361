import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideQr, OFFERS_QR_URL, QR_MAX_SCANS_PER_SECOND, QR_SCAN_DELAY_MS } from '../../src/lib/domain/loyalty/qr';
import { offersQrSvg, QR_FIXTURES } from '../../scripts/media/offers-qr';

const PAGE = 'http://127.0.0.1:8787';
const open = { action: 'open', href: '/offers' };
const invalid = { action: 'invalid', key: 'qrInvalid' };

describe('decideQr', () => {
  it.each([
    ['the printed offers QR', OFFERS_QR_URL, open],
    ['with a trailing slash', 'https://haatfresh.in/offers/', open],
    ['with www and campaign tags', 'https://www.haatfresh.in/offers?utm_source=store-poster', open],
    ['with surrounding whitespace', `  ${OFFERS_QR_URL}\n`, open],
    ['on the origin serving the page', `${PAGE}/offers`, open],
    ['http on the printed host', 'http://haatfresh.in/offers', invalid],
    ['another path on the store', 'https://haatfresh.in/offers/extra', invalid],
    ['the store home', 'https://haatfresh.in/', invalid],
    ['a look-alike host', 'https://haatfresh.in.example.com/offers', invalid],
    ['another site', 'https://example.com/offers', invalid],
    ['another port on the page host', 'http://127.0.0.1:9999/offers', invalid],
    ['credentials in the URL', 'https://user:pw@haatfresh.in/offers', invalid],
    ['a bare path', '/offers', invalid],
    ['plain text', 'OFFERS', invalid],
    ['a javascript URL', 'javascript:alert(1)//offers', invalid],
    ['nothing', '', invalid],
    ['a missing result', null, invalid],
  ])('%s', (_label, text, expected) => {
    expect(decideQr(text, PAGE)).toEqual(expected);
  });

  it('without a page origin only the printed origin counts', () => {
    expect(decideQr(`${PAGE}/offers`)).toEqual(invalid);
    expect(decideQr(OFFERS_QR_URL)).toEqual(open);
  });

  it('scans every 500 ms (SPEC §9)', () => {
    expect(QR_SCAN_DELAY_MS).toBe(500);
    expect(QR_MAX_SCANS_PER_SECOND).toBe(2);
  });
});

describe('the printed offers QR', () => {
  it('public/qr/offers-qr.svg is current: it encodes OFFERS_QR_URL', async () => {
    const committed = readFileSync('public/qr/offers-qr.svg', 'utf8');
    expect(committed).toBe(await offersQrSvg());
    expect(committed).toBe(await offersQrSvg(OFFERS_QR_URL));
    expect(committed).not.toBe(await offersQrSvg('https://example.com/offers'));
  });

  it('the image fixtures hold the payloads the e2e test expects', () => {
    expect(decideQr(QR_FIXTURES.offers.text, PAGE)).toEqual(open);
    expect(decideQr(QR_FIXTURES.other.text, PAGE)).toEqual(invalid);
    for (const f of Object.values(QR_FIXTURES)) expect(readFileSync(f.path).subarray(1, 4).toString()).toBe('PNG');
  });
});
