import { ICONS } from '../../components/icons';
import { mediaUrl } from '../../components/product-links';
import Icon from '../Icon';

interface Props {
  /** the Remove button's name for screen readers ("Remove Amul Taaza"), in the page's language */
  removeLabel: string;
  href: string;
  photo: string;
  /** while a removal of this line is on its way */
  disabled?: boolean;
  onRemove: () => void;
}

/** The first two cells of a cart or wishlist row: the Remove button and the product photo linking to it. */
export default function RemoveAndPhoto({ removeLabel, href, photo, disabled, onRemove }: Props) {
  return (
    <>
      <td className="cart-row__remove">
        <button type="button" className="icon-btn cart-remove" aria-label={removeLabel} disabled={disabled} onClick={onRemove}>
          <Icon d={ICONS.close} size={18} />
        </button>
      </td>
      <td className="cart-row__image">
        <a href={href} tabIndex={-1} aria-hidden="true">
          <img className="thumb" src={mediaUrl(photo)} alt="" width="72" height="72" loading="lazy" decoding="async" />
        </a>
      </td>
    </>
  );
}
