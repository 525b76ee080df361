/**
 * The privacy centre (DPDP Act 2023): a customer downloads everything the store holds about them,
 * or erases the account. Invoices stay, minimised, because GST law requires them.
 */
import {
  eraseAccountStatements,
  findOpenOrder,
  findPrivacyUser,
  marketingConsentStatements,
  readPersonalData,
  type PersonalData,
  type Row,
} from '../../db/account';
import { findUserById } from '../../db/account';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { verifyPassword } from '../../lib/password';
import { featureMode } from '../../providers/feature-off';
import { rewardsProvider } from '../../providers/rewards';
import { giveBack, RATE_RULES, takeRate } from '../rate-limit';
import { closeErasedAccounts } from '../loyalty/reward-closures';
import { MARKETING_CONSENT_VERSION } from '../../../../src/lib/domain/account/account-schemas';
import { orderStillOpenMessage } from '../../../../src/lib/domain/account/privacy-messages';
import { type DeleteAccountInput } from '../../../../src/lib/domain/account/privacy-schemas';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

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
    /** how order updates reach them, and when WhatsApp was opted into and out of (docs/whatsapp.md) */
    order_updates: { channel: string; whatsapp_opt_in_at: string | null; whatsapp_opt_out_at: string | null };
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
  subscriptions: Row[];
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
export async function exportPersonalData(
  db: D1Database,
  userId: number,
  storeName = 'Haat Fresh',
  now = clock.now(),
): Promise<PersonalDataExport> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
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
      marketing: {
        given: user.consent_marketing_at != null,
        given_at: iso(user.consent_marketing_at),
        version: user.consent_marketing_version,
      },
      order_updates: {
        channel: user.notify_channel,
        whatsapp_opt_in_at: iso(user.whatsapp_opt_in_at),
        whatsapp_opt_out_at: iso(user.whatsapp_opt_out_at),
      },
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
    subscriptions: data.subscriptions,
  };
}

/**
 * POST /api/account/delete: the password again (a left-open session alone cannot erase the
 * account), then one batch that erases it. Wrong passwords count against the login limit.
 *
 * An order still on its way refuses erasure with a message (issue 26 item 6): the shopper cancels
 * it first (a paid one is refunded by the cancel), or waits until it is delivered or collected. The
 * store could cancel it here instead, but not one already packed or with the rider, and an erasure
 * that silently cancels a paid order is a surprise; one rule for every open order is clearer.
 */
export async function deleteAccount(db: D1Database, userId: number, input: DeleteAccountInput, now = clock.now()): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  const ticket = await takeRate(db, RATE_RULES.loginPerAccount, user.phone, now);
  const ok = await verifyPassword(input.password, user.password_hash, user.password_salt, user.password_iterations);
  if (!ok) throw new ShopError(said('srv.passwordWrong'), 400);
  await giveBack(db, [ticket]);
  const open = await findOpenOrder(db, user.id);
  if (open) throw new ShopError(orderStillOpenMessage(open.txnid), 409);
  try {
    await db.batch(eraseAccountStatements(db, user, now));
  } catch (err) {
    if (String(err).includes('order_guard')) {
      // an order placed between the check and the batch
      const late = await findOpenOrder(db, user.id);
      if (late) throw new ShopError(orderStillOpenMessage(late.txnid), 409);
      // the guard found the account already erased (two deletes at once): the first one won
      throw new ShopError(said('srv.loginRequired'), 401);
    }
    throw err;
  }
}

/**
 * Right after the erasure's batch: the number's points account is closed at the rewards service (or
 * the simulator). A service that does not answer leaves the closure to the scheduled job; until it
 * is confirmed the number's next holder is shown none of these points (services/loyalty/reward-closures.ts).
 */
export async function closeErasedRewardsAccount(env: Env, userId: number, now = clock.now()): Promise<void> {
  if (featureMode(env, 'rewards') === 'off') return;
  await closeErasedAccounts(env.DB, rewardsProvider(env), now, { userId });
}

export interface ConsentState {
  terms: { given_at: number | null; version: string | null };
  marketing: { given_at: number | null; version: string | null };
}

export async function loadConsents(db: D1Database, userId: number): Promise<ConsentState> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  return {
    terms: { given_at: user.consent_terms_at, version: user.consent_terms_version },
    marketing: { given_at: user.consent_marketing_at, version: user.consent_marketing_version },
  };
}

/**
 * POST /api/account/consent: marketing consent is withdrawn as easily as it was given (DPDP Act
 * s.6(4)); giving it again records the new time and the current wording.
 */
export async function setMarketingConsent(db: D1Database, userId: number, marketing: boolean, now = clock.now()): Promise<ConsentState> {
  const user = await findPrivacyUser(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  const alreadyGiven = user.consent_marketing_at != null && user.consent_marketing_version === MARKETING_CONSENT_VERSION;
  if (marketing !== alreadyGiven) {
    await db.batch(marketingConsentStatements(db, user, marketing ? { at: now, version: MARKETING_CONSENT_VERSION } : null));
  }
  return loadConsents(db, userId);
}
