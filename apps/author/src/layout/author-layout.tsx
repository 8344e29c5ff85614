import { Link, Outlet } from 'react-router-dom';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';

/**
 * The author layout (spec §2): Beranda, the unread badge (GET /api/author/notif-total; a failure reports §8's
 * 'Internal Server Error' in a toast), the user menu and Keluar.
 */
export function AuthorLayout() {
  return (
    <div data-layout="author">
      <PageShell
        footer={<AreaFooter area="Author" />}
        header={
          <AreaTopBar
            homePath="/author"
            navLabel="Navigasi author"
            notif={{ area: 'author', onFailure: 'toast', href: '/author/notifikasi' }}
            accountLinks={
              <ul>
                <li>
                  <Link to="/author/profil">Profil Saya</Link>
                </li>
                <li>
                  <Link to="/author/ganti-password">Ganti Password</Link>
                </li>
              </ul>
            }
          />
        }
      >
        <Outlet />
      </PageShell>
    </div>
  );
}
