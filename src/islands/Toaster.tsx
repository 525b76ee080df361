import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ToastKey } from '../lib/domain/i18n/island-keys';
import { $toasts, dismissToast, showCarriedToasts, type ToastText } from '../stores/toast';
import { useMounted } from './hooks';
import { fill } from '../lib/domain/i18n/fill';
import type { IslandTexts } from './texts';

interface Props {
  /** the popups' words in the page's language (texts(lang, TOAST_KEYS)) */
  text: IslandTexts<ToastKey>;
}

/**
 * SPEC §8 popups: one polite live region for every island's messages. Mounted once per page, so it
 * reads its texts straight from the prop (no context: every page's JS stays as small as it was).
 */
export default function Toaster({ text }: Props) {
  const say = (key: ToastKey, params?: Record<string, string | number>) => fill(text[key] ?? '', params);
  const line = (t: ToastText) => (typeof t === 'string' ? t : say(t.key, t.params));
  const stored = useStore($toasts);
  // an island that hydrates first may already have raised a popup: the first render must still
  // match the server's empty region (React #418), so popups appear from the second render on
  const mounted = useMounted();
  const toasts = mounted ? stored : [];
  // popups of a success that navigated here (e.g. "Registration successfully" → /login)
  useEffect(showCarriedToasts, []);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => {
        const title = line(t.title);
        // a server's reason, already in the shopper's language, may say just what the title says
        const detail = t.text && line(t.text);
        return (
          <div key={t.id} className={`toast toast--${t.kind}`}>
            <p className="toast__title">{title}</p>
            {detail && detail !== title && <p className="toast__text">{detail}</p>}
            <button type="button" className="toast__close" aria-label={say('shop.dismiss')} onClick={() => dismissToast(t.id)}>
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
