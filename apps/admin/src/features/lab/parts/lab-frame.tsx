/**
 * The frame of every lab page: the lab's own menu (challenges, exercise labs, submissions, live scoreboard,
 * settings) above the page. Each page renders it itself, so the route table needs no layout from this feature and
 * the remote's first chunk carries nothing of the lab.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Stack, theme } from '@akademi-siber/ui-design-system';

export const LAB_SECTIONS = [
  { to: '/admin/lab/challenges', label: 'Tantangan' },
  { to: '/admin/lab/exercises', label: 'Lab Latihan' },
  { to: '/admin/lab/submissions', label: 'Kiriman' },
  { to: '/admin/lab/scoreboard', label: 'Papan Skor' },
  { to: '/admin/lab/settings', label: 'Pengaturan' },
] as const;

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
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.textMuted};
    font-family: ${theme.fonts.ui};
    font-size: ${theme.fontSizes.sm};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
  }

  a[aria-current='page'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primaryText};
    font-weight: 600;
  }
`;

export function LabFrame({ children }: { children: ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <nav aria-label="Menu lab">
          <Menu>
            {LAB_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>{section.label}</NavLink>
              </li>
            ))}
          </Menu>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
