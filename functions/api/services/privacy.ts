/**
 * The privacy centre (DPDP Act 2023): a customer downloads everything the store holds about them,
 * or erases the account. Invoices stay, minimised, because GST law requires them.
 */
import { eraseAccountStatements, findPrivacyUser, marketingConsentStatements, readPersonalData, type PersonalData, type Row } from '../db/privacy';
import { findUserById } from '../db/users';
import { ShopError } from '../errors';
import { verifyPassword } from '../lib/password';
import { giveBack, RATE_RULES, takeRate } from './rate-limit';
import { MARKETING_CONSENT_VERSION } from '../../../src/lib/domain/account-schemas';
import { PRIVACY_MSG, type DeleteAccountInput } from '../../../src/lib/domain/privacy-schemas';

export interface PersonalDataExport {
  exported_at: string;
  store: string;
  profile: {
    first_name: string;
    last_name: string;
    phone: string;
    email: string;
    photo: string;
    branch_id: number | null;
    registered_at: string;
  };
  consents: {
    terms: { given_at: string | null; version: string | null };
    marketing: { given: boolean; given_at: string | null; version: string | null };
  };
  addresses: Row[];
  orders: (Row & { lines: Row[] })[];
  wishlist: Row[];
  stock_alerts: Row[];
  cart: Row[];
  recent_views: Row[];
  rewards: { balance: number | null; ledger: Row[] };
  instore_bills: Row[];
  newsletter: Row[];
}

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

function nest(data: PersonalData): (Row & { lines: Row[] })[] {
  const byOrder = new Map<unknown, Row[]>();
  for (const l of data.order_lines) {
    const { order_id, ...line } = l;
    const list = byOrder.get(order_id) ?? [];
    list.push(line);
    byOrder.set(order_id, list);
  }
  return data.orders.map((o) => ({ ...o, lines: byOrder.get(o.id) ?? [] }));
}

/** GET /api/account/export: the caller's own data, nothing of anyone else's and no credentials. */
export async function exportPersonalData(db: D1Database, userId: number, storeName = 'Haat Fresh', now = Date.now()): Promise<PersonalDataExport> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError('Please login to continue', 401);
  const data = await readPersonalData(db, user);
  return {
    exported_at: new Date(now).toISOString(),
    store: storeName,
    profile: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      email: user.email,
      photo: user.photo,
      branch_id: user.branch_id,
      registered_at: iso(user.created_at)!,
    },
    consents: {
      terms: { given_at: iso(user.consent_terms_at), version: user.consent_terms_version },
      marketing: { given: user.consent_marketing_at != null, given_at: iso(user.consent_marketing_at), version: user.consent_marketing_version },
    },
    addresses: data.addresses,
    orders: nest(data),
    wishlist: data.wishlist,
    stock_alerts: data.stock_alerts,
    cart: data.cart,
    recent_views: data.recent_views,
    rewards: { balance: data.reward_balance, ledger: data.reward_ledger },
    instore_bills: data.instore_bills,
    newsletter: data.newsletter,
  };
}

/**
 * POST /api/account/delete: the password again (a left-open session alone cannot erase the
 * account), then one batch that erases it. Wrong passwords count against the login limit.
 */
export async function deleteAccount(db: D1Database, userId: number, input: DeleteAccountInput, now = Date.now()): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new ShopError('Please login to continue', 401);
  const ticket = await takeRate(db, RATE_RULES.loginPerAccount, user.phone, now);
  const ok = await verifyPassword(input.password, user.password_hash, user.password_salt, user.password_iterations);
  if (!ok) throw new ShopError(PRIVACY_MSG.passwordWrong, 400);
  await giveBack(db, [ticket]);
  try {
    await db.batch(eraseAccountStatements(db, user, now));
  } catch (err) {
    // the guard found the account already erased (two deletes at once): the first one won
    if (String(err).includes('order_guard')) throw new ShopError('Please login to continue', 401);
    throw err;
  }
}

export interface ConsentState {
  terms: { given_at: number | null; version: string | null };
  marketing: { given_at: number | null; version: string | null };
}

export async function loadConsents(db: D1Database, userId: number): Promise<ConsentState> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError('Please login to continue', 401);
  return {
    terms: { given_at: user.consent_terms_at, version: user.consent_terms_version },
    marketing: { given_at: user.consent_marketing_at, version: user.consent_marketing_version },
  };
}

/**
 * POST /api/account/consent: marketing consent is withdrawn as easily as it was given (DPDP Act
 * s.6(4)); giving it again records the new time and the current wording.
 */
export async function setMarketingConsent(db: D1Database, userId: number, marketing: boolean, now = Date.now()): Promise<ConsentState> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError('Please login to continue', 401);
  const alreadyGiven = user.consent_marketing_at != null && user.consent_marketing_version === MARKETING_CONSENT_VERSION;
  if (marketing !== alreadyGiven) {
    await db.batch(marketingConsentStatements(db, user, marketing ? { at: now, version: MARKETING_CONSENT_VERSION } : null));
  }
  return loadConsents(db, userId);
}
