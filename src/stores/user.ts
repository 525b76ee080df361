import { computed } from 'nanostores';
import type { UserSummary } from '../lib/domain/types';
import { asText, persistentAtom } from './persistent';

export type { UserSummary };

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
