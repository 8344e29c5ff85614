/**
 * The public navbar (spec §2): Academy dropdown (Belajar Online, Live Class, Corporate Training, Cybersecurity
 * Culture, Cyber Insight), Cybersecurity Lab and Jobs; signed in, the cart with its badge and 'Dashboard Saya';
 * signed out, 'Masuk' and 'Daftar'. The bar changes style once the page is scrolled, and has a dark variant.
 */
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';
import { CartNavItem, ExternalLink, useSisterSites } from '@akademi-siber/feature-app-frame';
import { Brand, Button, Dropdown, NavItem, NavList, TopBar } from '@akademi-siber/ui-design-system';

export const ACADEMY_LINKS = [
  { label: 'Belajar Online', to: '/belajar-online' },
  { label: 'Live Class', to: '/liveclass' },
  { label: 'Corporate Training', to: '/corporate-training' },
  { label: 'Cybersecurity Culture', to: '/cybersecurity-culture' },
  { label: 'Cyber Insight', to: '/cyber-insight' },
] as const;

/** How far the page must scroll before the bar takes its raised look. */
export const SCROLL_THRESHOLD_PX = 8;

const BrandLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const AccountActions = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: 0.5rem;

  @media (max-width: 992px) {
    margin: 0.5rem 0 0;
    & > * {
      flex: 1;
    }
  }
`;

export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function Account() {
  const { user, status } = useSession();
  // While the stored session is being checked, neither set of buttons is shown (no flash of 'Masuk').
  if (status === 'loading') return null;
  if (status === 'authenticated' && user) {
    return (
      <>
        {user.id_role === 1 && <CartNavItem />}
        <AccountActions>
          <Button as={Link} to={roleHome(user, readStoredBatchId())} $variant="primary" $size="sm">
            Dashboard Saya
          </Button>
        </AccountActions>
      </>
    );
  }
  return (
    <AccountActions>
      <Button as={Link} to="/login" $variant="secondary" $size="sm">
        Masuk
      </Button>
      <Button as={Link} to="/register" $variant="primary" $size="sm">
        Daftar
      </Button>
    </AccountActions>
  );
}

export function PublicNavbar({ dark = false }: { dark?: boolean }) {
  const scrolled = useScrolled();
  const sites = useSisterSites();
  return (
    <TopBar
      $dark={dark}
      $scrolled={scrolled}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-variant={dark ? 'dark' : 'light'}
      brand={
        <BrandLink to="/" aria-label="Akademi Siber — beranda">
          <Brand />
        </BrandLink>
      }
    >
      <NavList>
        <NavItem>
          <Dropdown label="Academy">
            <ul>
              {ACADEMY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Dropdown>
        </NavItem>
        <NavItem>
          <NavLink to="/cybersecuritylabs">Cybersecurity Lab</NavLink>
        </NavItem>
        {/* The jobs site lives elsewhere: the item appears once its address has arrived (GET /api/config/public). */}
        {sites && (
          <NavItem>
            <ExternalLink href={sites.jobs('jobs')}>Jobs</ExternalLink>
          </NavItem>
        )}
        <Account />
      </NavList>
    </TopBar>
  );
}
