import styled from 'styled-components';
import { Button } from './button';
import { theme } from './theme';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Status = styled.p`
  margin: 0;
  font-family: ${theme.fonts.ui};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

export function Pagination({ page, perPage, total, onPageChange, className }: PaginationProps) {
  const pages = pageCount(total, perPage);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  // One page has nothing to move between: no controls, so lists stay uncluttered.
  if (pages <= 1 && current === 1) return null;
  return (
    <Nav aria-label="Paginasi" className={className}>
      <Button type="button" $variant="secondary" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        Sebelumnya
      </Button>
      <Status aria-live="polite">{`Halaman ${current} dari ${pages}`}</Status>
      <Button type="button" $variant="secondary" disabled={current >= pages} onClick={() => onPageChange(current + 1)}>
        Berikutnya
      </Button>
    </Nav>
  );
}
