import { useEffect, useId, useState, type FormEvent } from 'react';
import { accountPost } from '../lib/api/account';
import { addressSchema, fieldErrors, isNumericTyping, pincodeDigits } from '../lib/domain/account/account-schemas';
import { LANDMARK_MAX } from '../lib/domain/checkout/delivery-slots';
import { loginHref } from '../lib/domain/account/login-link';
import type { AddressFormKey } from '../lib/domain/i18n/island-keys-account';
import { addressBody, addressFromWire, addressProblems } from '../lib/domain/account/address-schemas';
import type { SavedAddress } from '../lib/domain/types';
import { showToast, showToastAcrossNavigation } from '../stores/toast';
import { SelectField } from './account/choice-fields';
import { EmailField, NameRow, TextField, useFormState } from './account/fields';
import { useAccountForm } from './account/form-shell';
import { loadPlaces, type Places } from './account/places';
import { OwnTexts, type IslandTexts } from './texts';
import { LEAVING } from './use-busy';

export type { SavedAddress };

interface Props {
  /** edit this address; without it the form adds one */
  address?: SavedAddress;
  /** checkout passes these to stay on its page; the account page navigates instead */
  onSaved?: (address: SavedAddress) => void;
  onBack?: () => void;
  /** preloaded lists (skips the fetch) */
  places?: Places;
  /**
   * the form's words in the page's language (texts(lang, ADDRESS_FORM_KEYS)) on the account pages;
   * inside checkout the checkout island's texts hold them
   */
  text?: IslandTexts<AddressFormKey>;
}

const LIST = '/my-account/addresslist';

/**
 * SPEC §2/§5 address form, used by the account pages and reused by checkout: every field required,
 * a typed mobile that is not digits/brackets/hyphens is flagged, the pincode keeps digits only and
 * must be one we deliver to, which also picks the branch. The server repeats every check.
 */
export default function AddressForm({ text, ...props }: Props) {
  return (
    <OwnTexts text={text}>
      <AddressFields {...props} />
    </OwnTexts>
  );
}

function AddressFields({ address, onSaved, onBack, places: preloaded }: Omit<Props, 'text'>) {
  const editing = address !== undefined;
  const { values, errors, setErrors, set, field } = useFormState({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    mobile: address?.mobile ?? '',
    email: address?.email ?? '',
    address: address?.address ?? '',
    city: address ? String(address.city) : '',
    pincode: address?.pincode ?? '',
    landmark: address?.landmark ?? '',
  });
  const [places, setPlaces] = useState<Places | null>(preloaded ?? null);
  const { say, tellAll, busy, run, mounted } = useAccountForm<AddressFormKey>(setErrors, () => showToast('error', say('addressFailed')));
  const id = useId();

  useEffect(() => {
    if (places) return;
    loadPlaces()
      .then(setPlaces)
      .catch(() => showToast('warning', say('generic')));
  }, [places]);

  const pin = values.pincode.length === 6 ? places?.pincodes.find((p) => p.code === values.pincode) : undefined;
  const pinKnownBad = values.pincode.length === 6 && places !== null && !pin;
  const branchName = pin ? places?.branches.find((b) => b.id === pin.branch_id)?.branch : undefined;

  const onMobile = (value: string) => {
    set('mobile')(value);
    if (!isNumericTyping(value)) setErrors((e) => ({ ...e, mobile: say('numericOnly') }));
  };

  const back = () => (onBack ? onBack() : location.assign(LIST));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = addressSchema.safeParse({ ...addressBody(values), type: address?.type ?? 'home' });
    const errs = parsed.success ? {} : addressProblems(fieldErrors(parsed.error));
    if (!errs.pincode && pinKnownBad) errs.pincode = { key: 'acct.msg.pincodeNotServiceable' };
    if (!parsed.success || Object.keys(errs).length > 0) {
      setErrors(tellAll(errs));
      return;
    }
    void run(async () => {
      const json = { ...parsed.data, branch_id: pin?.branch_id };
      const body = await (editing
        ? accountPost('addressEdit/:id', { param: { id: String(address.id) }, json })
        : accountPost('addressAdd', { json }));
      if (body.status === 1) {
        if (onSaved) {
          showToast('success', say('addressSaved'), say(editing ? 'acct.msg.addressUpdated' : 'acct.msg.addressAdded'));
          onSaved(addressFromWire(body.address));
        } else {
          showToastAcrossNavigation('success', say('addressSaved'), say(editing ? 'acct.msg.addressUpdated' : 'acct.msg.addressAdded'));
          location.assign(LIST);
        }
        return;
      }
      if (body.httpStatus === 401) {
        location.assign(loginHref(location.pathname));
        return LEAVING;
      }
      showToast('error', say('addressSaveFailed'), body.message ?? '');
    });
  };

  const pinHint = pin ? (
    <span className="field__ok">
      {branchName
        ? say(pin.area ? 'acct.deliverFromAreaBranch' : 'acct.deliverFromBranch', { area: pin.area, branch: branchName })
        : say(pin.area ? 'acct.deliverToArea' : 'acct.deliverHere', { area: pin.area })}
    </span>
  ) : (
    say('acct.pincodeHint')
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <NameRow
        names={['firstname', 'lastname']}
        values={[values.firstName, values.lastName]}
        errors={[errors.firstName, errors.lastName]}
        onValue={[set('firstName'), set('lastName')]}
      />
      <div className="form__row form__row--2">
        <TextField
          label={say('acct.mobile')}
          name="mobileno"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={14}
          value={values.mobile}
          onValue={onMobile}
          error={errors.mobile}
        />
        <EmailField value={values.email} onValue={set('email')} error={errors.email} />
      </div>
      <TextField label={say('acct.address')} autoComplete="street-address" required maxLength={300} multiline {...field('address')} />
      <TextField label={say('acct.landmark')} maxLength={LANDMARK_MAX} hint={say('acct.landmarkHint')} {...field('landmark')} />
      <div className="form__row form__row--2">
        <SelectField label={say('acct.city')} placeholder={say('acct.selectCity')} {...field('city')}>
          {(places?.cities ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {address && !places && <option value={address.city}>{address.city_name || say('acct.savedCity')}</option>}
        </SelectField>
        <TextField
          label={say('acct.pincode')}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          list={`${id}-pins`}
          value={values.pincode}
          onValue={(v) => set('pincode')(pincodeDigits(v))}
          error={errors.pincode ?? (pinKnownBad ? say('acct.msg.pincodeNotServiceable') : undefined)}
          hint={pinHint}
        />
        <datalist id={`${id}-pins`}>
          {(places?.pincodes ?? []).map((p) => (
            <option key={p.code} value={p.code}>
              {p.area}
            </option>
          ))}
        </datalist>
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !mounted}>
          {busy ? say('acct.saving') : editing ? say('acct.updateAddress') : say('acct.addAddress')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={back} disabled={busy || !mounted}>
          {say('acct.back')}
        </button>
      </div>
    </form>
  );
}
