import { useEffect, useState } from 'react';
import { mediaUrl, productHref } from '../components/product-links';
import { accountPost } from '../lib/api/account';
import type { RecentActivity } from '../lib/domain/cart/cart-schemas';
import type { RecentActivitiesKey } from '../lib/domain/i18n/island-keys-account';
import { formatPoints } from '../lib/domain/money/money';
import { showToast } from '../stores/toast';
import Icon from './Icon';
import { ICONS } from '../components/icons';
import { useSay, type IslandTexts, withTexts } from './texts';
import Runs from './Runs';

interface Props {
  rewards: boolean;
  /** the list's words in the page's language (texts(lang, RECENT_ACTIVITIES_KEYS)) */
  text: IslandTexts<RecentActivitiesKey>;
}

/** SPEC §2 Recent activities (wishlist style): image, product name, points, delete icon. */
export default withTexts<Props>(Recent);

function Recent({ rewards }: Omit<Props, 'text'>) {
  const say = useSay<RecentActivitiesKey>();
  const [items, setItems] = useState<RecentActivity[] | null>(null);

  useEffect(() => {
    accountPost('recentActivities')
      .then((res) => setItems(res.status === 1 ? res.response : []))
      .catch(() => setItems([]));
  }, []);

  const remove = async (item: RecentActivity) => {
    try {
      const res = await accountPost('recentActivitiesDelete', { json: { product_id: item.id } });
      if (res.status === 1) {
        setItems((list) => (list ?? []).filter((i) => i.id !== item.id));
        return;
      }
      showToast('warning', res.message || say('wishlistDeleteFailed'));
    } catch {
      showToast('warning', say('generic'));
    }
  };

  if (items === null)
    return (
      <p className="page-loading" aria-busy="true">
        {say('acct.loading')}
      </p>
    );
  if (items.length === 0) {
    return (
      <div className="empty">
        <img src="/media/static/no-results.svg" alt="" width="240" height="180" />
        <h2>{say('acct.noRecent')}</h2>
        <p>{say('acct.noRecentText')}</p>
        <a className="btn btn--primary" href="/">
          {say('acct.startShopping')}
        </a>
      </div>
    );
  }

  return (
    <ul className="recent-list" aria-label={say('acct.recentlyViewed')}>
      {items.map((item) => (
        <li key={item.id} className="recent-item panel">
          <a href={productHref(item.slug)} className="recent-item__link">
            <img src={mediaUrl(item.image)} alt="" width="64" height="64" loading="lazy" decoding="async" />
            <span className="recent-item__name">
              <Runs text={item.name} />
            </span>
          </a>
          {rewards && <span className="recent-item__points">{say('acct.points', { points: formatPoints(item.points) })}</span>}
          <button
            type="button"
            className="icon-btn cart-remove"
            aria-label={say('acct.removeName', { name: item.name })}
            onClick={() => void remove(item)}
          >
            <Icon d={ICONS.close} size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
