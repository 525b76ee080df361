import { useEffect, useState } from 'react';
import { mediaUrl, productHref } from '../components/product-links';
import { api } from '../lib/api/client';
import type { RecentActivity } from '../lib/domain/cart-schemas';
import { SHOP_MSG } from '../lib/domain/shop-messages';
import { formatPoints } from '../lib/domain/money';
import { showToast } from '../stores/toast';
import Icon from './Icon';
import { ICONS } from '../components/icons';

interface Props {
  rewards: boolean;
}

/** SPEC §2 Recent activities (wishlist style): image, product name, points, delete icon. */
export default function RecentActivities({ rewards }: Props) {
  const [items, setItems] = useState<RecentActivity[] | null>(null);

  useEffect(() => {
    api<{ status: number; response?: RecentActivity[] }>('recentActivities', { body: {} })
      .then((res) => setItems(res.status === 1 && res.response ? res.response : []))
      .catch(() => setItems([]));
  }, []);

  const remove = async (item: RecentActivity) => {
    try {
      const res = await api('recentActivitiesDelete', { body: { product_id: item.id } });
      if (res.status === 1) {
        setItems((list) => (list ?? []).filter((i) => i.id !== item.id));
        return;
      }
      showToast('warning', res.message ?? SHOP_MSG.wishlistDeleteFailed);
    } catch {
      showToast('warning', SHOP_MSG.generic);
    }
  };

  if (items === null) return <p className="page-loading" aria-busy="true">Loading…</p>;
  if (items.length === 0) {
    return (
      <div className="empty">
        <img src="/media/static/no-results.svg" alt="" width="240" height="180" />
        <h2>No recent activity yet</h2>
        <p>Products you look at will show up here.</p>
        <a className="btn btn--primary" href="/">Start shopping</a>
      </div>
    );
  }

  return (
    <ul className="recent-list" aria-label="Recently viewed products">
      {items.map((item) => (
        <li key={item.id} className="recent-item panel">
          <a href={productHref(item.slug)} className="recent-item__link">
            <img src={mediaUrl(item.image)} alt="" width="64" height="64" loading="lazy" decoding="async" />
            <span className="recent-item__name">{item.name}</span>
          </a>
          {rewards && <span className="recent-item__points">{formatPoints(item.points)} points</span>}
          <button type="button" className="icon-btn cart-remove" aria-label={`Remove ${item.name}`} onClick={() => void remove(item)}>
            <Icon d={ICONS.close} size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
