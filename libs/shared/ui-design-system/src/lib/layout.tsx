/** Layout primitives: Container, Stack, Grid and Card. */
import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { cssLength } from './dom';
import { media, spaceValue, theme, type SpaceValue } from './theme';

const { colors, radii, shadows, sizes } = theme;

/** Centred page column, max 1200px wide, with side padding that shrinks on mobile. */
export const Container = styled.div<{ $maxWidth?: string }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth ?? sizes.container};
  margin-inline: auto;
  padding-inline: 1.5rem;

  ${media.mobile} {
    padding-inline: 1rem;
  }
`;

export interface StackProps {
  /** A space token (1–16) or any CSS length. Default 4 (1rem). */
  $gap?: SpaceValue;
  $direction?: 'row' | 'column';
  /** align-items; defaults to center for rows and stretch for columns. */
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}

export const Stack = styled.div<StackProps>`
  display: flex;
  min-width: 0;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ $gap }) => spaceValue($gap)};
  align-items: ${({ $align, $direction = 'column' }) => $align ?? ($direction === 'row' ? 'center' : 'stretch')};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

export interface GridProps {
  /** Minimum column width (px number or CSS length); as many columns as fit, one column on narrow screens. */
  $min?: string | number;
  $gap?: SpaceValue;
}

export const Grid = styled.div<GridProps>`
  display: grid;
  gap: ${({ $gap }) => spaceValue($gap, 6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => cssLength($min, '240px')}), 1fr));
`;

export const cardStyles = css`
  background: ${colors.surface};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
`;

export interface CardProps {
  /** Inner padding: space token or CSS length. Default 6 (1.5rem), 1rem on mobile. */
  $padding?: SpaceValue;
  /** Lifts on hover, for cards that are links. */
  $interactive?: boolean;
}

export const Card = styled.div<CardProps>`
  ${cardStyles}
  min-width: 0;
  padding: ${({ $padding }) => spaceValue($padding, 6)};
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${theme.motion.normal} ease,
        transform ${theme.motion.normal} ease;
      &:hover {
        box-shadow: ${shadows.md};
        transform: translateY(-2px);
      }
    `}

  ${media.mobile} {
    padding: ${({ $padding }) => ($padding === undefined ? '1rem' : spaceValue($padding))};
  }
`;
