import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $isLoggedIn } from '../stores/user';
import { $wishlist, addToWishlist } from '../stores/wishlist';
import { useMounted } from './hooks';
import Icon from './Icon';
import { ICONS } from '../components/icons';
import { loginHref } from '../lib/domain/account/login-link';
import { OwnTexts, useSay, type IslandTexts } from './texts';
import type { WishlistButtonKey } from '../lib/domain/i18n/island-keys';
import '../styles/buy.css';

interface Props {
  productId: number;
  /** the words when it is an island of its own; as a part it says its island's texts */
  text?: IslandTexts<WishlistButtonKey>;
}

export default function WishlistButton({ text, ...props }: Props) {
  return (
    <OwnTexts text={text}>
      <Wish {...props} />
    </OwnTexts>
  );
}

/**
 * Add To Wishlist (SPEC §2 product detail). Guests go to login and come back. Pressing it for a
 * product already saved asks the server anyway, which answers "Already Added in Wishlist".
 */
function Wish({ productId }: Omit<Props, 'text'>) {
  const say = useSay<WishlistButtonKey>();
  const mounted = useMounted();
  const loggedIn = useStore($isLoggedIn);
  const saved = useStore($wishlist).includes(productId);
  const [busy, setBusy] = useState(false);

  if (!mounted || !loggedIn) {
    const here = mounted ? location.pathname + location.search : '/wishlist';
    return (
      <a className="btn btn-outline" href={loginHref(here)}>
        <Icon d={ICONS.heart} size={18} /> {say('wishlist.add')}
      </a>
    );
  }

  const onClick = async () => {
    setBusy(true);
    try {
      await addToWishlist(productId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={saved ? 'btn btn-outline wish wish--saved' : 'btn btn-outline wish'}
      aria-pressed={saved}
      onClick={onClick}
      disabled={busy}
    >
      <Icon d={ICONS.heart} size={18} /> {say('wishlist.add')}
    </button>
  );
}
