/** VPN access to the lab network (decision 0036). The page is a lazy route element: importing this loads no page. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /lab/vpn — status, a new WireGuard configuration through the token helper, revoking, how to connect. */
export const vpnPage = lazyPage(
  () => import('./pages/vpn-page'),
  (m) => m.VpnPage,
);
