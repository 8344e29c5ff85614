import { useId, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { visuallyHiddenStyles } from './visually-hidden';

const { colors, fonts, fontSizes, radii } = theme;

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};

  th,
  td {
    padding: 0.75rem 1rem;
    border-bottom: 1px solid ${colors.border};
    vertical-align: middle;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  th {
    font-family: ${fonts.ui};
    font-weight: 600;
    color: ${colors.textMuted};
    background: ${colors.surfaceMuted};
    white-space: nowrap;
  }

  tbody tr:hover td {
    background: ${colors.background};
  }
`;

const Caption = styled.caption<{ $hidden?: boolean }>`
  padding: 0.75rem 1rem;
  text-align: left;
  font-family: ${fonts.heading};
  font-weight: 600;
  color: ${colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

const EmptyCell = styled.td`
  padding: 2rem 1rem !important;
  text-align: center;
  color: ${colors.textMuted};
`;

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; without it the cell shows `row[key]`. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  /** A property name holding a unique value, or a function returning one. */
  rowKey: (T extends object ? keyof T : never) | ((row: T, index: number) => Key);
  /** The table's accessible name, shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Shown in a single row when `rows` is empty. */
  emptyText?: ReactNode;
  className?: string;
}

function cellValue<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption,
  emptyText = 'Belum ada data.',
  className,
}: TableProps<T>) {
  const captionId = useId();
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, index)
      : String((row as Record<PropertyKey, unknown>)[rowKey as PropertyKey]);

  return (
    // Focusable and named so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <Scroller className={className} role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        <Caption id={captionId} $hidden={hideCaption}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={Math.max(1, columns.length)}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={keyOf(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                    {column.render ? column.render(row) : cellValue(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
