import { PublicFrame } from './public-frame';
import { GoogleOneTap } from './google-one-tap';

/** depan: the public marketing pages (home, public profiles): light navbar, Google One Tap for visitors, footer. */
export function DepanLayout() {
  return (
    <>
      <GoogleOneTap />
      <PublicFrame name="depan" />
    </>
  );
}
