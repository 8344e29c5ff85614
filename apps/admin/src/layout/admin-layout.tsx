import { Link, Outlet } from 'react-router-dom';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';
import { StaffNav } from './staff-nav';

/**
 * The admin layout (spec §2): brand linking to /, Beranda to /admin, the unread badge (GET /api/lcadm/notif-total,
 * failures ignored), the user menu with avatar (default image if none) and username, and Keluar; then the staff's
 * section navigation (orders, plans, promo codes, activation tokens, affiliate, events, live classes, training
 * requests, rewards, discussions, the lab).
 */
export function AdminLayout() {
  return (
    <div data-layout="admin">
      <PageShell
        footer={<AreaFooter area="Admin" />}
        header={
          <AreaTopBar
            homePath="/admin"
            dark
            navLabel="Navigasi admin"
            notif={{ area: 'lcadm', onFailure: 'ignore' }}
            accountLinks={
              <ul>
                <li>
                  <Link to="/admin/profil">Profil Saya</Link>
                </li>
                <li>
                  <Link to="/admin/ganti-password">Ganti Password</Link>
                </li>
              </ul>
            }
          />
        }
      >
        <StaffNav />
        <Outlet />
      </PageShell>
    </div>
  );
}
