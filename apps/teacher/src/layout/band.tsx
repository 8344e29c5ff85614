/** The band under the teacher bar that says where the teacher is (campus, classroom, course). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Stack, theme } from '@akademi-siber/ui-design-system';

const Root = styled.div`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  padding-block: 16px;
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
  }

  li + li::before {
    content: '›';
    margin-right: 0.5rem;
    color: ${theme.colors.textMuted};
  }

  [aria-current='page'] {
    color: ${theme.colors.textMuted};
  }
`;

export interface Crumb {
  label: string;
  /** Leave out for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Crumbs aria-label="Lokasi halaman">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}

export function Band({ children }: { children: ReactNode }) {
  return (
    <Root>
      <Inner>
        <Stack $gap={3}>{children}</Stack>
      </Inner>
    </Root>
  );
}
