import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, showCarriedToasts } from '../stores/toast';
import { useMounted } from './hooks';

/** SPEC §8 popups: one polite live region for every island's messages. Mounted once per page. */
export default function Toaster() {
  const stored = useStore($toasts);
  // an island that hydrates first may already have raised a popup: the first render must still
  // match the server's empty region (React #418), so popups appear from the second render on
  const mounted = useMounted();
  const toasts = mounted ? stored : [];
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
