import styled from 'styled-components';
import { theme } from './theme';

const { colors, fonts, fontSizes, radii } = theme;

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Tinted background with a dark text shade of the same hue: every pair is ≥ 4.5:1 (theme.test.ts). */
export const badgeTones: Record<BadgeTone, { background: string; color: string }> = {
  neutral: { background: colors.neutralSubtle, color: colors.neutralText },
  info: { background: colors.primarySubtle, color: colors.primaryText },
  success: { background: colors.successSubtle, color: colors.successText },
  warning: { background: colors.warningSubtle, color: colors.warningText },
  danger: { background: colors.dangerSubtle, color: colors.dangerText },
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  padding: 0.125rem 0.5rem;
  border-radius: ${radii.pill};
  font-family: ${fonts.ui};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  background: ${({ $tone = 'neutral' }) => badgeTones[$tone].background};
  color: ${({ $tone = 'neutral' }) => badgeTones[$tone].color};
`;
