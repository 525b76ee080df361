import { useState, type ChangeEvent } from 'react';
import { mediaUrl } from '../../components/product-links';
import { CATALOGUE_PICTURE_MSG as SAY } from '../../lib/domain/catalogue/catalogue-edit-messages';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { StaffFileInput } from './list-parts';

interface Props {
  productId: number;
  photo: string;
  onSaved: () => void;
}

/**
 * The product's picture: the one the shop shows, and a file to replace it. The resizer is loaded
 * only when a file is chosen (dynamic import), and the browser sends small WebP copies, not the photo.
 */
export function ProductPicture({ productId, photo, onSaved }: Props) {
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setNote(null);
    try {
      const { resizePicture, uploadPicture } = await import('./picture-resize');
      const resized = await resizePicture(file);
      if (!resized.ok) {
        setNote({ ok: false, text: resized.message });
      } else {
        const sent = await uploadPicture(productId, resized.form);
        if (sent.httpStatus === 401) return toStaffLogin();
        setNote({ ok: sent.ok, text: sent.message || SAY.notPicture });
        if (sent.ok) onSaved();
      }
    } catch {
      setNote({ ok: false, text: 'No connection. Nothing was changed.' });
    }
    input.value = '';
    setBusy(false);
  };

  return (
    <section className="spanel product-picture" aria-labelledby="pp-title">
      <h2 id="pp-title">Picture</h2>
      {note && (
        <p className={`salert${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'} data-testid="picture-note">
          {note.text}
        </p>
      )}
      <div className="product-picture__row">
        <img
          className="product-picture__now"
          src={mediaUrl(photo)}
          alt="The picture the shop shows"
          width="160"
          height="160"
          data-testid="picture-now"
        />
        <StaffFileInput
          id="pp-file"
          label="New picture"
          accept="image/jpeg,image/png,image/webp"
          disabled={!mounted || busy}
          aria-busy={busy}
          onChange={(e) => void onChange(e)}
          hint="A JPEG, PNG or WebP photo at least 200 pixels wide. It is made smaller here, so it uploads quickly."
        />
      </div>
    </section>
  );
}
