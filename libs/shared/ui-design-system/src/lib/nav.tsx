/**
 * Navigation list pieces for bars and sidebars. Items hold the app's links (react-router's Link/NavLink):
 * `<NavList><NavItem><NavLink to="/member">Beranda</NavLink></NavItem></NavList>`. A link with
 * aria-current="page" (NavLink sets it) or an item with `$active` is shown as the current page.
 */
import styled, { css } from 'styled-components';
import { notDesignSystemButton as plain } from './button';
import { media, theme } from './theme';

const { fonts, fontSizes, radii, motion } = theme;

export const NavList = styled.ul<{ $direction?: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction = 'row' }) => $direction};
  align-items: ${({ $direction = 'row' }) => ($direction === 'row' ? 'center' : 'stretch')};
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  /* Inside TopBar's collapsed menu, rows become a column. */
  ${media.tablet} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const activeLook = css`
  font-weight: 700;
  background: rgba(127, 127, 127, 0.16);
`;

export const NavItem = styled.li<{ $active?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;

  & > a${plain}, & > button${plain} {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 0;
    border-radius: ${radii.md};
    background: transparent;
    /* Inherit so the same items work on light and navy bars. */
    color: inherit;
    font-family: ${fonts.ui};
    font-size: ${fontSizes.md};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition: background-color ${motion.fast} ease;
  }

  & > a${plain}:hover, & > button${plain}:hover {
    color: inherit;
    background: rgba(127, 127, 127, 0.12);
  }

  & > a${plain}[aria-current='page'] {
    ${activeLook}
  }

  & > a${plain}[aria-disabled='true'],
  & > button${plain}:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ $active }) =>
    $active &&
    css`
      & > a${plain}, & > button${plain} {
        ${activeLook}
      }
    `}
`;
