import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, showCarriedToasts } from '../stores/toast';

/** SPEC §8 popups: one polite live region for every island's messages. Mounted once per page. */
export default function Toaster() {
  const toasts = useStore($toasts);
  // popups of a success that navigated here (e.g. "Registration successfully" → /login)
  useEffect(showCarriedToasts, []);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          <p className="toast__title">{t.title}</p>
          {t.text && <p className="toast__text">{t.text}</p>}
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
