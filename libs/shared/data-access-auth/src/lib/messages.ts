/** What the client tells a user whose session ended (spec §3 shared state, §8 401, accounts contract). */
import { statusMessage } from '@akademi-siber/util-contracts';

/** Shown on /login after any 401 ended the session (spec §8's 401 text). */
export const FORCE_LOGOUT_MESSAGE = statusMessage(401);

/** Shown on /login on a device whose session ended because the password was changed elsewhere. */
export const PASSWORD_CHANGED_LOGOUT_MESSAGE =
  'Password akun kamu baru saja diganti. Silakan login kembali dengan password baru.';
