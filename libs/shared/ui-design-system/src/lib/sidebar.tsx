import { useId, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { IconChevronDown } from './icons';
import { media, SIDEBAR_WIDTH, theme } from './theme';

const { colors, fonts, fontSizes, zIndices, motion } = theme;

const Aside = styled.aside<{ $offset: number }>`
  background: ${colors.surface};
  color: ${colors.text};

  ${media.desktop} {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${zIndices.sidebar};
    width: ${({ $offset }) => $offset}px;
    overflow-y: auto;
    border-right: 1px solid ${colors.border};
  }

  ${media.belowDesktop} {
    border-bottom: 1px solid ${colors.border};
  }
`;

const DrawerToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 1rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  font-weight: 600;
  cursor: pointer;

  svg {
    transition: transform ${motion.fast} ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  ${media.desktop} {
    display: none;
  }
`;

const drawerDown = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const slideDown = css`
  animation: ${drawerDown} ${motion.normal} ease-out;
`;

const Content = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1rem;

  ${media.belowDesktop} {
    ${({ $open }) =>
      $open
        ? slideDown
        : css`
            display: none;
          `}
    padding-top: 0.25rem;
  }
`;

export interface SidebarProps {
  children: ReactNode;
  /** Column width in px on ≥1024px; PageShell's `sidebarOffset` must match. Default SIDEBAR_WIDTH (255, spec §2). */
  $offset?: number;
  /** Accessible name of the sidebar, also the text of its toggle on small screens. Default 'Menu navigasi'. */
  label?: string;
  className?: string;
}

/** Fixed left column on ≥1024px; below that a drawer that opens downward from a toggle at the top. */
export function Sidebar({ children, $offset = SIDEBAR_WIDTH, label = 'Menu navigasi', className }: SidebarProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Aside aria-label={label} $offset={$offset} className={className}>
      <DrawerToggle
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{label}</span>
        <IconChevronDown />
      </DrawerToggle>
      <Content
        id={contentId}
        $open={open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </Content>
    </Aside>
  );
}
