import { useState } from 'react';
import { addressFromWire } from '../lib/domain/account/address-schemas';
import { accountGet, accountPost } from '../lib/api/account';
import type { AddressListKey } from '../lib/domain/i18n/island-keys-account';
import { showToast } from '../stores/toast';
import Icon from './Icon';
import type { SavedAddress } from './AddressForm';
import { useSay, type IslandTexts, withTexts } from './texts';

interface Props {
  initial: SavedAddress[];
  /** the list's words in the page's language (texts(lang, ADDRESS_LIST_KEYS)) */
  text: IslandTexts<AddressListKey>;
}

const TRASH = 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6';
const PEN = 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z';

/** SPEC §2 address list: name and mobile, edit and delete icons, and Add New. */
export default withTexts<Props>(Addresses);

function Addresses({ initial }: Omit<Props, 'text'>) {
  const say = useSay<AddressListKey>();
  const [addresses, setAddresses] = useState(initial);
  const [busyId, setBusyId] = useState<number | null>(null);

  const reload = async () => {
    const body = await accountGet('addressList');
    if (body.status === 1) setAddresses(body.response.map(addressFromWire));
  };

  const remove = async (a: SavedAddress) => {
    setBusyId(a.id);
    try {
      const body = await accountPost('addressDelete/:id', { param: { id: String(a.id) } });
      if (body.status === 1) {
        showToast('success', say('addressSaved'), say('acct.msg.addressDeleted'));
        await reload();
      } else {
        showToast('error', say('addressFailed'), body.message ?? '');
      }
    } catch {
      showToast('error', say('addressFailed'));
    }
    setBusyId(null);
  };

  return (
    <div className="panel">
      <div className="panel__head">
        <h2 className="panel__title">{say('acct.savedAddresses')}</h2>
        <a className="btn btn--primary" href="/my-account/editaddresslist/add">
          {say('acct.addNew')}
        </a>
      </div>
      {addresses.length === 0 ? (
        <div className="table-empty">
          <p>{say('acct.noAddresses')}</p>
          <a className="btn btn--ghost" href="/my-account/editaddresslist/add">
            {say('acct.addOne')}
          </a>
        </div>
      ) : (
        <ul className="address-list cols">
          {addresses.map((a) => {
            const name = `${a.firstName} ${a.lastName}`.trim();
            return (
              <li key={a.id} className="address-card panel">
                <div>
                  <p className="address-card__name">{name}</p>
                  <p className="address-card__text">{a.mobile}</p>
                  <p className="address-card__text">
                    {a.address}
                    {a.city_name ? `, ${a.city_name}` : ''} {a.pincode}
                  </p>
                  {a.landmark ? (
                    <p className="address-card__text">
                      {say('acct.landmark')}: {a.landmark}
                    </p>
                  ) : null}
                </div>
                <div className="address-card__actions">
                  <a
                    className="icon-action"
                    href={`/my-account/editaddresslist/${a.id}/edit`}
                    aria-label={say('acct.editAddressOf', { name })}
                  >
                    <Icon size={18} d={PEN} />
                  </a>
                  <button
                    type="button"
                    className="icon-action icon-action--danger"
                    aria-label={say('acct.deleteAddressOf', { name })}
                    disabled={busyId === a.id}
                    onClick={() => void remove(a)}
                  >
                    <Icon size={18} d={TRASH} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
