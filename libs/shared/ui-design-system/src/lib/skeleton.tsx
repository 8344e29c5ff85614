import styled, { keyframes } from 'styled-components';
import { cssLength } from './dom';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';

const { colors, radii } = theme;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

// Functional motion: shows that content is on its way, so it keeps running on mobile (global-style.ts).
const Block = styled.span`
  display: block;
  background: linear-gradient(90deg, ${colors.skeleton} 25%, ${colors.skeletonHighlight} 37%, ${colors.skeleton} 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

export interface SkeletonProps {
  /** px number or CSS length. Default 100%. */
  width?: string | number;
  /** px number or CSS length. Default 1em. */
  height?: string | number;
  /** px number or CSS length. Default 4px. */
  radius?: string | number;
  className?: string;
}

/** A grey placeholder block; decorative, so pair it with a status such as SkeletonList's. */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-motion="functional"
      className={className}
      style={{
        width: cssLength(width, '100%'),
        height: cssLength(height, '1em'),
        borderRadius: cssLength(radius, radii.sm),
      }}
    />
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
`;

export interface SkeletonListProps {
  /** Number of placeholder rows. Default 3. */
  rows?: number;
  /** What screen readers hear. Default 'Memuat…'. */
  label?: string;
  className?: string;
}

/** Placeholder rows for a loading list, announced once as a status. */
export function SkeletonList({ rows = 3, label = 'Memuat…', className }: SkeletonListProps) {
  const count = Math.max(0, Math.floor(rows));
  return (
    <List role="status" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Row key={index} aria-hidden="true">
          <Skeleton width={44} height={44} radius="50%" />
          <Lines>
            <Skeleton width="60%" height={14} />
            <Skeleton width="90%" height={12} />
          </Lines>
        </Row>
      ))}
    </List>
  );
}
