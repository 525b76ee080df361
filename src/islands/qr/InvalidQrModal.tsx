import { useEffect, useRef } from 'react';
import type { InvalidQrKey } from '../../lib/domain/i18n/island-keys-account';
import { useSay } from '../texts';

/** SPEC §2/§8: the "Invalid QR code" modal; its Ok returns home. */
export default function InvalidQrModal({ message }: { message: string }) {
  const say = useSay<InvalidQrKey>();
  const ok = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    ok.current?.focus();
  }, []);

  const goHome = () => window.location.assign('/');

  return (
    <dialog
      ref={dialog}
      className="qr-modal"
      aria-labelledby="qr-modal-title"
      aria-describedby="qr-modal-text"
      // Escape would leave the shopper on a stopped scanner; it means Ok here too
      onCancel={(e) => {
        e.preventDefault();
        goHome();
      }}
    >
      <h2 id="qr-modal-title" className="qr-modal__title">
        {say('acct.qrInvalidTitle')}
      </h2>
      <p id="qr-modal-text">{message}</p>
      <button ref={ok} type="button" className="btn btn--primary" onClick={goHome}>
        {say('acct.ok')}
      </button>
    </dialog>
  );
}
