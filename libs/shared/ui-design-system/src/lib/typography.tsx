/** Text pieces: Heading, Text and Truncate (VisuallyHidden lives in visually-hidden.ts). */
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { media, theme } from './theme';

const { colors, fonts, fontSizes, sizes } = theme;

export type HeadingLevel = 1 | 2 | 3 | 4;

const headingSize: Record<HeadingLevel, { desktop: string; mobile: string }> = {
  1: { desktop: fontSizes['4xl'], mobile: fontSizes['3xl'] },
  2: { desktop: fontSizes['3xl'], mobile: fontSizes['2xl'] },
  3: { desktop: fontSizes['2xl'], mobile: fontSizes.xl },
  4: { desktop: fontSizes.xl, mobile: fontSizes.lg },
};

const HeadingBase = styled.h2<{ $level: HeadingLevel }>`
  margin: 0;
  font-family: ${fonts.heading};
  font-weight: 700;
  line-height: 1.25;
  letter-spacing: -0.01em;
  color: inherit;
  font-size: ${({ $level }) => headingSize[$level].desktop};

  ${media.mobile} {
    font-size: ${({ $level }) => headingSize[$level].mobile};
  }
`;

export type HeadingProps = Omit<ComponentPropsWithRef<'h2'>, 'as'> & {
  /** Renders h1–h4 and sets the size. Default 2. */
  level?: HeadingLevel;
  /** Renders another element with the look of `level`, e.g. a level-2 look on an h1. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span' | 'div' | 'legend';
};

export function Heading({ level = 2, as, ...rest }: HeadingProps) {
  return <HeadingBase {...rest} as={as ?? (`h${level}` as const)} $level={level} />;
}

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';

export interface TextProps {
  $muted?: boolean;
  $size?: TextSize;
  $weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  $align?: 'left' | 'center' | 'right';
}

export const Text = styled.p<TextProps>`
  margin: 0;
  font-size: ${({ $size = 'md' }) => fontSizes[$size]};
  font-weight: ${({ $weight = 'regular' }) => theme.fontWeights[$weight]};
  color: ${({ $muted }) => ($muted ? colors.textMuted : 'inherit')};
  text-align: ${({ $align }) => $align ?? 'inherit'};
`;

const TruncateBase = styled.span`
  display: inline-block;
  max-width: min(100%, ${sizes.truncate});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

export type TruncateProps = ComponentPropsWithRef<'span'>;

/** One line cut with an ellipsis at 280px (spec §9); the full text stays available as the title. */
export function Truncate({ title, children, ...rest }: TruncateProps) {
  const fullText =
    title ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : undefined);
  return (
    <TruncateBase {...rest} title={fullText}>
      {children}
    </TruncateBase>
  );
}
