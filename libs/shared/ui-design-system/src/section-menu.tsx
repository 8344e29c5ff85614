/**
 * `@akademi-siber/ui-design-system/section-menu` (a subpath bundled by each app that uses it, like link-card).
 * The menu of an area's sections that are pages of their own (the admin's lab, a cohort's pages, a program item's
 * Materi / Kuis / Diskusi): pill-shaped links that wrap on a phone, each reachable with Tab, the current one marked
 * (`aria-current="page"`, from react-router's NavLink).
 */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
// Relative, not the package name: inside this lib the package name resolves to a second copy of the whole
// design system in a remote's build (the shared singleton is the shell's), 16 KB of gzip on the first page.
import { theme } from './lib/theme';

const { colors, fonts, fontSizes, radii } = theme;

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.875rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.textMuted};
    font-family: ${fonts.ui};
    font-size: ${fontSizes.sm};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${colors.text};
    border-color: ${colors.borderStrong};
  }

  a[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.primarySubtle};
    color: ${colors.primaryText};
    font-weight: 600;
  }
`;

export interface SectionMenuItem {
  to: string;
  label: string;
  /** Marked only on exactly this address (a section that is the parent of the others). */
  end?: boolean;
}

export interface SectionMenuProps {
  /** The menu's name for screen readers, e.g. "Menu lab". */
  label: string;
  items: readonly SectionMenuItem[];
}

export function SectionMenu({ label, items }: SectionMenuProps) {
  return (
    <nav aria-label={label}>
      <Menu>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Menu>
    </nav>
  );
}
