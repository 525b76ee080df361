/**
 * The store's printable offers QR (SPEC §2: scanning it on /qrcode opens /offers).
 *   public/qr/offers-qr.svg      the code to print on posters and bills (written by `npm run media`)
 *   tests/fixtures/qr/*.png      the same code and a foreign one as photos for the scan tests
 *                                (written only on request: `npx vite-node scripts/media/offers-qr.ts -- --fixtures`)
 * The `qrcode` package is a devDependency because only this build-time script draws codes; the
 * browser only reads them (qr-scanner).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { OFFERS_QR_URL } from '../../src/lib/domain/loyalty/qr';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const OFFERS_QR_SVG = 'public/qr/offers-qr.svg';

/** Quartile error correction survives a crease or a smudge on a printed poster. */
const OPTIONS = { errorCorrectionLevel: 'Q', margin: 4, color: { dark: '#0b3d16', light: '#ffffff' } } as const;

export function offersQrSvg(text: string = OFFERS_QR_URL): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}

export const QR_FIXTURES = {
  offers: { path: 'tests/fixtures/qr/offers-qr.png', text: OFFERS_QR_URL },
  other: { path: 'tests/fixtures/qr/other-qr.png', text: 'https://example.com/menu?table=12' },
} as const;

export async function writeOffersQr(): Promise<string> {
  const path = join(root, OFFERS_QR_SVG);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await offersQrSvg());
  return OFFERS_QR_SVG;
}

async function writeFixtures(): Promise<void> {
  for (const f of Object.values(QR_FIXTURES)) {
    const path = join(root, f.path);
    mkdirSync(dirname(path), { recursive: true });
    await QRCode.toFile(path, f.text, { ...OPTIONS, type: 'png', width: 360 });
  }
}

// vite-node hides the script path from argv, so the fixtures are asked for with a flag
if (process.argv.includes('--fixtures')) {
  await writeOffersQr();
  await writeFixtures();
  console.log(
    `Wrote ${OFFERS_QR_SVG} and ${Object.values(QR_FIXTURES)
      .map((f) => f.path)
      .join(', ')}`,
  );
}
