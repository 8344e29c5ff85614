import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardStyles } from './layout';
import { theme } from './theme';

const { colors, fonts, fontSizes } = theme;

const Root = styled.dl`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 1.25rem 1.5rem;
  min-width: 0;
`;

const Label = styled.dt`
  font-family: ${fonts.ui};
  font-size: ${fontSizes.sm};
  font-weight: 500;
  color: ${colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: ${fontSizes['3xl']};
  font-weight: 700;
  line-height: 1.2;
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Hint = styled.dd`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A figure with its label (a description list, so the pair is read together). */
export function StatCard({ label, value, hint, className }: StatCardProps) {
  return (
    <Root className={className}>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint !== undefined && hint !== null && <Hint>{hint}</Hint>}
    </Root>
  );
}
