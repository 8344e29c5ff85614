import { PublicFrame } from './public-frame';

/**
 * depan-no-google: the login and register family (login, register, forgotten and reset password, email
 * verification, unsubscribe). The same frame as depan without the One Tap prompt: these pages offer Google's own
 * button inside the form, and a prompt over a form the visitor is filling in would get in the way.
 */
export function DepanNoGoogleLayout() {
  return <PublicFrame name="depan-no-google" />;
}
