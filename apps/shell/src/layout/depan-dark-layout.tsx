import { PublicFrame } from './public-frame';

/** depan-dark: public pages on a dark background (Cybersecurity Culture), with the navy navbar (spec §2). */
export function DepanDarkLayout() {
  return <PublicFrame name="depan-dark" dark />;
}
