/**
 * The second bar of a section (Blog and Cybercast categories, the lab's menu): one row of links that scrolls
 * sideways on a phone instead of wrapping, so the page itself never gets wider than the screen.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@akademi-siber/ui-design-system';

const Bar = styled.nav<{ $dark: boolean }>`
  background: ${({ $dark }) => ($dark ? theme.colors.navyRaised : theme.colors.surface)};
  color: ${({ $dark }) => ($dark ? theme.colors.textInverse : theme.colors.text)};
  border-bottom: 1px solid ${({ $dark }) => ($dark ? theme.colors.navy : theme.colors.border)};
`;

const Row = styled(Container)`
  /* Positioned, so the visually hidden texts of its links scroll with it instead of widening the page. */
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;

  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 44px;
    padding: 0 0.75rem;
    border-bottom: 3px solid transparent;
    color: inherit;
    font-family: ${theme.fonts.ui};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: inherit;
    background: rgba(127, 127, 127, 0.12);
  }

  a[aria-current='page'] {
    font-weight: 700;
    border-bottom-color: ${theme.colors.primary};
  }
`;

const Title = styled.span`
  flex-shrink: 0;
  padding-right: 0.5rem;
  font-family: ${theme.fonts.heading};
  font-weight: 700;
`;

export interface SectionBarProps {
  /** Accessible name of the navigation, e.g. 'Kategori Blog'. */
  label: string;
  /** Visible title before the links. */
  title?: string;
  dark?: boolean;
  children: ReactNode;
}

export function SectionBar({ label, title, dark = false, children }: SectionBarProps) {
  return (
    <Bar aria-label={label} $dark={dark}>
      <Row>
        {title && <Title aria-hidden="true">{title}</Title>}
        {children}
      </Row>
    </Bar>
  );
}
