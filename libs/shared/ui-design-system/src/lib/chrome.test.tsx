import { screen } from '@testing-library/react';
import { Button } from './button';
import { Dropdown } from './dropdown';
import { FooterBottom, FooterColumn, FooterGrid } from './footer';
import { NavItem, NavList } from './nav';
import { PageShell } from './page-shell';
import { Sidebar } from './sidebar';
import { renderWithDesignSystem } from './test-utils';
import { SIDEBAR_WIDTH } from './theme';
import { TopBar } from './top-bar';

function SpaLink({ to, children, current }: { to: string; children: string; current?: boolean }) {
  return (
    <a href={to} aria-current={current ? 'page' : undefined} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

function Header() {
  return (
    <TopBar brand={<SpaLink to="/">Akademi Siber</SpaLink>} $sticky $scrolled>
      <NavList>
        <NavItem>
          <SpaLink to="/cybersecuritylabs" current>
            Cybersecurity Lab
          </SpaLink>
        </NavItem>
        <NavItem>
          <SpaLink to="/login">Masuk</SpaLink>
        </NavItem>
      </NavList>
    </TopBar>
  );
}

describe('TopBar', () => {
  it('is the banner with a named navigation', () => {
    renderWithDesignSystem(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cybersecurity Lab' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the collapsed menu with Buka menu / Tutup menu and aria-expanded', async () => {
    const { user } = renderWithDesignSystem(<Header />);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu on Escape with focus back on the toggle, and after following a link', async () => {
    const { user } = renderWithDesignSystem(<Header />);
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    await user.click(screen.getByRole('link', { name: 'Masuk' }));
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the look of a Button rendered as a link inside NavItem and Dropdown', async () => {
    const { user } = renderWithDesignSystem(
      <TopBar brand="Akademi Siber">
        <NavList>
          <NavItem>
            <SpaLink to="/login">Masuk</SpaLink>
          </NavItem>
          <NavItem>
            <Button as="a" href="/register">
              Daftar
            </Button>
          </NavItem>
          <NavItem>
            <Dropdown label="Akun">
              <Button as="a" href="/member" $variant="danger">
                Keluar
              </Button>
            </Dropdown>
          </NavItem>
        </NavList>
      </TopBar>,
    );
    // Regression: the nav's `& > a` rule used to outrank the button class and paint it transparent.
    expect(getComputedStyle(screen.getByRole('link', { name: 'Daftar' })).backgroundColor).toBe('rgb(26, 115, 232)');
    expect(getComputedStyle(screen.getByRole('link', { name: 'Masuk' })).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await user.click(screen.getByRole('button', { name: 'Akun' }));
    expect(getComputedStyle(screen.getByRole('link', { name: 'Keluar' })).backgroundColor).toBe('rgb(198, 40, 40)');
  });

  it('has no menu button without children', () => {
    renderWithDesignSystem(<TopBar brand="Akademi Siber" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Sidebar', () => {
  it('is a named complementary landmark with a drawer toggle for small screens', async () => {
    const { user } = renderWithDesignSystem(
      <Sidebar label="Menu korporat">
        <SpaLink to="/corporate-program/dashboard/1/group/2">Dashboard</SpaLink>
      </Sidebar>,
    );
    expect(screen.getByRole('complementary', { name: 'Menu korporat' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Menu korporat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the spec’s 255px column by default', () => {
    expect(SIDEBAR_WIDTH).toBe(255);
  });
});

describe('PageShell', () => {
  it('has one main landmark with id main-content and a skip link that focuses it', async () => {
    const { user } = renderWithDesignSystem(
      <PageShell
        header={<Header />}
        sidebar={<Sidebar>Isi samping</Sidebar>}
        footer={
          <footer>
            <FooterGrid>
              <FooterColumn>
                <h2>Perusahaan</h2>
              </FooterColumn>
            </FooterGrid>
            <FooterBottom>© 2026 Akademi Siber</FooterBottom>
          </footer>
        }
      >
        <h1>Dashboard</h1>
      </PageShell>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('Dashboard');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Akademi Siber');

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Lewati ke konten utama' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});
