import { computed } from 'nanostores';
import { asText, persistentAtom } from './persistent';

/** Non-secret summary of the signed-in customer, for rendering only; the API trusts the session cookie. */
export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  photo?: string;
}

/** SPEC §3 browser storage: user data under "data", user id under "UserId". */
export const $user = persistentAtom<UserSummary | null>('data', null, { encode: JSON.stringify, decode: JSON.parse });
export const $userId = persistentAtom<string>('UserId', '', asText);
export const $isLoggedIn = computed($userId, (id) => id !== '');

export function rememberUser(user: UserSummary): void {
  $user.set(user);
  $userId.set(String(user.id));
}

export function forgetUser(): void {
  $user.set(null);
  $userId.set('');
}
