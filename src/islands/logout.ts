// typed-client's call, not the account caller: the header's menu is on every page
import { call } from '../lib/api/typed-client';
import { forgetUser } from '../stores/user';

/**
 * Ends the session on the server, forgets the stored user, then leaves: to the login page from the
 * header menus (SPEC §4), home from the account menu. The one logout for every button.
 */
export async function logout(to = '/login'): Promise<void> {
  // offline (null): the browser still forgets the user; the cookie expires on its own
  await call('logout', {});
  forgetUser();
  location.href = to;
}
