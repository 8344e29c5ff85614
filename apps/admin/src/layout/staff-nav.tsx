/**
 * The staff's section navigation under the admin bar: the commerce pages (docs/decisions/0015), live classes
 * (decision 0043), corporate trainings (decision 0044), the corporate program (decision 0046), rewards, discussions,
 * and the cybersecurity lab (decision 0038), and the editorial tools (blog, static pages, Cybercast: decision 0052).
 * A row that scrolls sideways on a phone rather than wrapping into a tall block; the current section is marked.
 */
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, theme } from '@akademi-siber/ui-design-system';

export const STAFF_SECTIONS = [
  { to: '/admin/pengguna', label: 'Pengguna' },
  { to: '/admin/pesanan', label: 'Pesanan' },
  { to: '/admin/paket-langganan', label: 'Paket Langganan' },
  { to: '/admin/kode-promo', label: 'Kode Promo' },
  { to: '/admin/token-aktivasi', label: 'Token Aktivasi' },
  { to: '/admin/afiliasi', label: 'Afiliasi' },
  { to: '/admin/acara', label: 'Acara' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/halaman', label: 'Halaman' },
  { to: '/admin/cybercast', label: 'Cybercast' },
  { to: '/admin/tinjauan-kelas', label: 'Tinjauan Kelas' },
  { to: '/admin/liveclass', label: 'Live Class' },
  { to: '/admin/permintaan-pelatihan', label: 'Permintaan Pelatihan' },
  { to: '/admin/corporate-training', label: 'Pelatihan Korporat' },
  { to: '/admin/corporate-program', label: 'Program Korporat' },
  { to: '/admin/hadiah', label: 'Hadiah' },
  { to: '/admin/diskusi', label: 'Diskusi' },
  { to: '/admin/lab', label: 'Lab' },
] as const;

const Bar = styled.nav`
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border-bottom: 3px solid transparent;
    color: ${theme.colors.textMuted};
    font-family: ${theme.fonts.ui};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${theme.colors.text};
  }

  a[aria-current='page'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-weight: 600;
  }
`;

export function StaffNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row is wider than the screen: bring the current section into view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Bar aria-label="Menu staf">
      <Container>
        <List ref={list}>
          {STAFF_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </List>
      </Container>
    </Bar>
  );
}
