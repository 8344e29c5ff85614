/**
 * The lab's frame (decision 0036): the area bar — Beranda back to the player's own home (the member's dashboard, the
 * teacher's classrooms), Tantangan CTF, Lab Latihan, Papan Skor and VPN, the user menu and Keluar — then the page and
 * the area footer. Dark, like a terminal: the lab is where members practise.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { NavItem, PageShell } from '@akademi-siber/ui-design-system';

/** The lab's sections, in the order of the bar. */
export const LAB_SECTIONS = [
  { to: '/lab', label: 'Tantangan CTF', end: true },
  { to: '/lab/exercise-lab', label: 'Lab Latihan', end: false },
  { to: '/lab/papan-skor', label: 'Papan Skor', end: false },
  { to: '/lab/vpn', label: 'VPN', end: false },
] as const;

export function LabLayout() {
  const { user } = useSession();
  return (
    <div data-layout="lab">
      <PageShell
        header={
          <AreaTopBar homePath={user ? roleHome(user, readStoredBatchId()) : '/'} navLabel="Navigasi lab" dark>
            {LAB_SECTIONS.map((section) => (
              <NavItem key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </NavItem>
            ))}
          </AreaTopBar>
        }
        footer={<AreaFooter area="Lab" />}
      >
        <Outlet />
      </PageShell>
    </div>
  );
}
