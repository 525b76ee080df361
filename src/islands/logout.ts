import { forgetUser } from '../stores/user';

/** Ends the session on the server, forgets the stored user, then goes to login (SPEC §4). */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    /* offline: the browser still forgets the user; the cookie expires on its own */
  }
  forgetUser();
  location.href = '/login';
}
