import { useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from './button';
import { IconClose, IconMenu } from './icons';
import { Container } from './layout';
import { media, theme } from './theme';

const { colors, shadows, zIndices, motion } = theme;

interface BarStyleProps {
  $dark?: boolean;
  $scrolled?: boolean;
  $sticky?: boolean;
}

const Bar = styled.header<BarStyleProps>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${zIndices.sticky};
  background: ${({ $dark }) => ($dark ? colors.navy : colors.surface)};
  color: ${({ $dark }) => ($dark ? colors.textInverse : colors.text)};
  border-bottom: 1px solid ${({ $dark }) => ($dark ? colors.navyRaised : colors.border)};
  transition:
    box-shadow ${motion.normal} ease,
    background-color ${motion.normal} ease;

  ${({ $scrolled, $dark }) =>
    $scrolled &&
    css`
      border-bottom-color: transparent;
      box-shadow: ${$dark ? '0 4px 16px rgba(0, 0, 0, 0.35)' : shadows.md};
    `}
`;

const Inner = styled(Container)<{ $scrolled?: boolean }>`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: ${({ $scrolled }) => ($scrolled ? '60px' : '72px')};
  transition: min-height ${motion.normal} ease;

  ${media.tablet} {
    flex-wrap: wrap;
    min-height: 64px;
  }
`;

const BrandSlot = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  margin-right: auto;

  /* The brand link takes the bar's colour, so the wordmark is white on the navy bar. */
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    text-decoration: none;
  }
`;

const MenuToggle = styled.div`
  ${media.aboveTablet} {
    display: none;
  }
`;

/** Inline on wide screens; on ≤992px a full-width column shown only while the menu is open. */
const Panel = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  ${media.tablet} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    padding: 0.5rem 0 1rem;

    [data-dropdown-panel] {
      position: static;
      box-shadow: none;
      margin-top: 0.25rem;
    }
  }
`;

export interface TopBarProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Left side, usually `<Link to="/"><Brand /></Link>`. */
  brand: ReactNode;
  /** Navigation and actions; collapsed behind the menu button on small screens. */
  children?: ReactNode;
  /** Navy bar (spec §2 dark variant). */
  $dark?: boolean;
  /** Raised look once the page is scrolled (spec §2). */
  $scrolled?: boolean;
  $sticky?: boolean;
  /** Accessible name of the navigation. Default 'Navigasi utama'. */
  navLabel?: string;
}

/**
 * The header bar. On screens up to 992px (the spec's tablet edge, where the public navbar's items stop
 * fitting) the children fold behind a 'Buka menu' button.
 */
export function TopBar({
  brand,
  children,
  $dark,
  $scrolled,
  $sticky,
  navLabel = 'Navigasi utama',
  ...rest
}: TopBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasChildren = children !== undefined && children !== null && children !== false;

  return (
    <Bar {...rest} $dark={$dark} $scrolled={$scrolled} $sticky={$sticky}>
      <Inner $scrolled={$scrolled}>
        <BrandSlot>{brand}</BrandSlot>
        {hasChildren && (
          <>
            <MenuToggle>
              <IconButton
                ref={toggleRef}
                label={open ? 'Tutup menu' : 'Buka menu'}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? <IconClose /> : <IconMenu />}
              </IconButton>
            </MenuToggle>
            <Panel
              id={panelId}
              aria-label={navLabel}
              $open={open}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open) {
                  setOpen(false);
                  toggleRef.current?.focus();
                }
              }}
              onClick={(event) => {
                // A followed link closes the mobile menu; the page changes under it.
                if ((event.target as Element).closest('a')) setOpen(false);
              }}
            >
              {children}
            </Panel>
          </>
        )}
      </Inner>
    </Bar>
  );
}
