import { useCallback, useEffect, useRef, useState } from 'react';
import type QrScannerType from 'qr-scanner';
import { decideQr, QR_MAX_SCANS_PER_SECOND } from '../lib/domain/loyalty/qr';
import InvalidQrModal from './qr/InvalidQrModal';
import type { QrKey } from '../lib/domain/i18n/island-keys-account';
import { useSay, type IslandTexts, withTexts } from './texts';
import { useBusy } from './use-busy';

type QrScannerClass = typeof QrScannerType;
type CameraState = 'starting' | 'scanning' | 'unavailable';

// qr-scanner (and its decoder worker) is fetched only when a scan is about to happen, so the
// island's own script stays small.
let scannerModule: Promise<QrScannerClass> | null = null;
function loadScanner(): Promise<QrScannerClass> {
  scannerModule ??= import('qr-scanner').then((m) => m.default);
  return scannerModule;
}

/** /qrcode (SPEC §2): camera scan, plus an image upload for computers without a camera. */
export default withTexts<{ text: IslandTexts<QrKey> }>(Scan);

function Scan() {
  const say = useSay<QrKey>();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScannerType | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [invalid, setInvalid] = useState(false);
  const { busy, run } = useBusy(() => {
    // no code found in the picture is "anything else" too
    decide(null);
  });
  const done = useRef(false);

  const decide = useCallback((text: string | null) => {
    if (done.current) return;
    done.current = true;
    scanner.current?.stop();
    const decision = decideQr(text, window.location.origin);
    if (decision.action === 'open') window.location.assign(decision.href);
    // decideQr's one refusal is SPEC §8's qrInvalid, said in the page's language
    else setInvalid(true);
  }, []);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const QrScanner = await loadScanner();
        if (!live) return;
        if (!video.current || !(await QrScanner.hasCamera())) {
          setCamera('unavailable');
          return;
        }
        const s = new QrScanner(video.current, (result) => decide(result.data), {
          maxScansPerSecond: QR_MAX_SCANS_PER_SECOND,
          highlightScanRegion: true,
          preferredCamera: 'environment',
          returnDetailedScanResult: true,
        });
        scanner.current = s;
        await s.start();
        if (live) setCamera('scanning');
      } catch {
        // permission refused, camera busy, or no camera API: the upload still works
        if (live) setCamera('unavailable');
      }
    })();
    return () => {
      live = false;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [decide]);

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    void run(async () => {
      const QrScanner = await loadScanner();
      const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true, alsoTryWithoutScanRegion: true });
      decide(result.data);
    });
  };

  return (
    <div className="qr-scan">
      <div className={`qr-scan__camera qr-scan__camera--${camera}`}>
        <video
          ref={video}
          className="qr-scan__video"
          muted
          playsInline
          aria-label={say('acct.cameraPreview')}
          hidden={camera === 'unavailable'}
        />
        <p className="qr-scan__status" role="status">
          {camera === 'starting' && say('acct.cameraStarting')}
          {camera === 'scanning' && say('acct.cameraScanning')}
          {camera === 'unavailable' && say('acct.cameraUnavailable')}
        </p>
      </div>
      <label className="qr-scan__upload btn btn--ghost">
        <span>{busy ? say('acct.qrReading') : say('acct.qrUpload')}</span>
        <input type="file" accept="image/*" className="visually-hidden" onChange={onFile} disabled={busy} />
      </label>
      {invalid && <InvalidQrModal message={say('qrInvalid')} />}
    </div>
  );
}
