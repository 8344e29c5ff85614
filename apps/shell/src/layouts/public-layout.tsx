import { useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';
import { LogoutNavItem } from '@akademi-siber/feature-app-frame';
import { Brand, Button, Container, FooterBottom, NavItem, NavList, PageShell, TopBar, Text } from '@akademi-siber/ui-design-system';

const BrandLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

/** The bar changes style once the page is scrolled (spec §2). */
function useScrolled(threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function AccountLinks() {
  const { user, status } = useSession();
  if (status === 'authenticated' && user) {
    return (
      <>
        <NavItem>
          <Button as={Link} to={roleHome(user, readStoredBatchId())} $variant="primary" $size="sm">
            Dashboard Saya
          </Button>
        </NavItem>
        <LogoutNavItem variant="ghost" />
      </>
    );
  }
  return (
    <NavItem>
      <Button as={Link} to="/login" $variant="primary" $size="sm">
        Masuk
      </Button>
    </NavItem>
  );
}

export function PublicHeader() {
  const scrolled = useScrolled();
  return (
    <TopBar
      $sticky
      $scrolled={scrolled}
      brand={
        <BrandLink to="/" aria-label="Akademi Siber — beranda">
          <Brand />
        </BrandLink>
      }
    >
      <NavList aria-label="Navigasi utama">
        <AccountLinks />
      </NavList>
    </TopBar>
  );
}

export function PublicFooter() {
  return (
    <footer>
      <Container>
        <FooterBottom>
          <Text $muted>© {new Date().getFullYear()} Akademi Siber. Seluruh hak cipta dilindungi.</Text>
        </FooterBottom>
      </Container>
    </footer>
  );
}

/** The public "depan" layout: navbar, page, footer. Used as a route layout (Outlet) or a wrapper. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <PageShell header={<PublicHeader />} footer={<PublicFooter />}>
      {children ?? <Outlet />}
    </PageShell>
  );
}
