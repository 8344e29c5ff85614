/**
 * The lab's frame (decision 0036): the area bar — Beranda (the lab's home, as every area's Beranda is), Tantangan CTF,
 * Lab Latihan, Papan Skor and VPN, the user menu with the way back to the player's own dashboard, Keluar — then the
 * page and the area footer. Dark, like a terminal. The way back sits in the closed menu on purpose: a visible link to
 * /member would make the shell prefetch the whole member remote on every lab page (link prefetch, spec §9).
 */
import { Link, NavLink, Outlet } from 'react-router-dom';
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

function AccountLinks() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ul>
      <li>
        <Link to={roleHome(user, readStoredBatchId())}>Kembali ke Dashboard</Link>
      </li>
    </ul>
  );
}

export function LabLayout() {
  return (
    <div data-layout="lab">
      <PageShell
        header={
          <AreaTopBar homePath="/lab" navLabel="Navigasi lab" dark accountLinks={<AccountLinks />}>
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
