/**
 * `@akademi-siber/ui-design-system/link-card` (a subpath bundled by each app that uses it, like query-states).
 * A card that is one link: the title is the link (its name for screen readers), and its ::after covers the card so
 * the whole card can be clicked; the card shows the focus ring while the link has focus. Used by the catalogue, the
 * blog and Cybercast lists and the home page's offerings.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
// Relative, not the package name: inside this lib the package name resolves to a second copy of the whole
// design system in a remote's build (the shared singleton is the shell's), 16 KB of gzip on the first page.
import { Card } from './lib/layout';
import { theme } from './lib/theme';

export const CardTitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }

  &:hover {
    color: ${theme.colors.primaryText};
  }
`;

export const LinkCard = styled(Card)`
  position: relative;
  height: 100%;

  &:focus-within {
    box-shadow: ${theme.shadows.focus};
  }
`;
