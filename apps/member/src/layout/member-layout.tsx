/**
 * The member layout (spec §2): the member navbar — Sertifikat, Lab (a new tab on the lab's hand-off, which trades the
 * session for a single-use code; decision 0036) and Jobs (a new tab, with the session token), points and XP, Kelas
 * Saya (issue 5), the cart and unread badges (GET /api/transaction/member-cart, GET /api/member/notif-total), the user
 * menu with Akun Saya, CV Saya and Ganti Password plus the buying pages (orders, live class, subscription, Cyber
 * Insight, affiliate, activation token), the corporate-training groups and the company's program, and Keluar — then
 * the page and the site footer.
 */
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import { AreaTopBar, CartNavItem, ExternalLink, SiteFooter, useSisterSites } from '@akademi-siber/feature-app-frame';
import { Badge, NavItem, PageShell } from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';

const Score = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 0.5rem;
`;

const ScoreLink = styled(Link)`
  display: inline-flex;
  gap: inherit;
  align-items: center;
  border-radius: 8px;
  text-decoration: none;
`;

const MenuList = styled.ul`
  min-width: 200px;
`;

function PointsAndXp() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <NavItem>
      <Score role="group" aria-label={`${formatNumber(user.point)} poin dan ${formatNumber(user.xp)} XP`}>
        {/* The badges open the ledger that explains them. */}
        <ScoreLink to="/member/point" title="Riwayat poin dan XP">
          <Badge $tone="info">{formatNumber(user.point)} Poin</Badge>
          <Badge $tone="success">{formatNumber(user.xp)} XP</Badge>
        </ScoreLink>
      </Score>
    </NavItem>
  );
}

function AccountLinks() {
  const sites = useSisterSites();
  return (
    <MenuList>
      <li>
        <Link to="/member/profil">Akun Saya</Link>
      </li>
      {sites && (
        <li>
          <ExternalLink href={sites.jobs('profile')}>CV Saya</ExternalLink>
        </li>
      )}
      <li>
        <Link to="/member/ganti-password">Ganti Password</Link>
      </li>
      <li>
        <Link to="/member/point">Poin &amp; XP</Link>
      </li>
      <li>
        <Link to="/member/pesanan">Pesanan Saya</Link>
      </li>
      <li>
        <Link to="/member/liveclass">Live Class Saya</Link>
      </li>
      <li>
        <Link to="/member/corporate-training">Pelatihan Korporat</Link>
      </li>
      <li>
        <Link to="/member/corporate-program">Cybersecurity Culture</Link>
      </li>
      <li>
        <Link to="/member/subscription">Langganan</Link>
      </li>
      <li>
        <Link to="/member/cyber-insight">Cyber Insight</Link>
      </li>
      <li>
        <Link to="/member/afiliasi">Afiliasi</Link>
      </li>
      <li>
        <Link to="/member/aktivasi-token">Aktivasi Token</Link>
      </li>
    </MenuList>
  );
}

function MemberNavbar() {
  const sites = useSisterSites();
  return (
    <AreaTopBar
      homePath="/member"
      navLabel="Navigasi member"
      notif={{ area: 'member', onFailure: 'ignore', href: '/member/notifikasi' }}
      accountLinks={<AccountLinks />}
    >
      <NavItem>
        <NavLink to="/member/kelas-saya">Kelas Saya</NavLink>
      </NavItem>
      <NavItem>
        <NavLink to="/member/certificate">Sertifikat</NavLink>
      </NavItem>
      {sites && (
        <>
          <NavItem>
            <ExternalLink href={sites.lab()}>Lab</ExternalLink>
          </NavItem>
          <NavItem>
            <ExternalLink href={sites.jobs('jobs')}>Jobs</ExternalLink>
          </NavItem>
        </>
      )}
      <PointsAndXp />
      <CartNavItem />
    </AreaTopBar>
  );
}

export function MemberLayout() {
  return (
    <div data-layout="member">
      <PageShell header={<MemberNavbar />} footer={<SiteFooter area="Member" />}>
        <Outlet />
      </PageShell>
    </div>
  );
}
