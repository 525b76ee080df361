/**
 * The language a customer reads (migration 0019): remembered when they register, log in or check out,
 * from the page they did it on, because SMS, e-mails and notifications are mostly written later (a
 * clerk confirms the order, a restock wakes a stock alert), when no request says which language.
 */
import { DEFAULT_LANG, type Lang } from '../../../../src/lib/domain/i18n/langs';
import { findUserLang, updateUserLang } from '../../db/account';

export async function rememberCustomerLang(db: D1Database, userId: number, lang: Lang): Promise<void> {
  await updateUserLang(db, userId, lang);
}

/** English for a guest order or an account that is gone. */
export async function customerLang(db: D1Database, userId: number | null): Promise<Lang> {
  return userId ? ((await findUserLang(db, userId)) ?? DEFAULT_LANG) : DEFAULT_LANG;
}
