import { accountPost } from '../lib/api/account';
import { forgetUser } from '../stores/user';

/**
 * Ends the session on the server, forgets the stored user, then leaves: to the login page from the
 * header menus (SPEC §4), home from the account menu. The one logout for every button.
 */
export async function logout(to = '/login'): Promise<void> {
  try {
    await accountPost('logout');
  } catch {
    /* offline: the browser still forgets the user; the cookie expires on its own */
  }
  forgetUser();
  location.href = to;
}
