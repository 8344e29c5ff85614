import styled from 'styled-components';
import { theme } from './theme';

const { colors, fonts, fontSizes, radii, motion } = theme;

export type ProgressTone = 'primary' | 'success' | 'accent' | 'warning' | 'danger';

const toneColor: Record<ProgressTone, string> = {
  primary: colors.primary,
  success: colors.success,
  accent: colors.accent,
  warning: colors.warning,
  danger: colors.danger,
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  font-family: ${fonts.ui};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  /* The track edge keeps 3:1 against white so the empty part is still visible (WCAG 1.4.11). */
  box-shadow: inset 0 0 0 1px ${colors.border};
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone }) => toneColor[$tone]};
  transition: width ${motion.normal} ease;
`;

export interface ProgressBarProps {
  /** Percent, clamped to 0–100. */
  value: number;
  /** Accessible name, also shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Shows the rounded percentage next to the label. Default true. */
  showValue?: boolean;
  $tone?: ProgressTone;
  className?: string;
}

export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = true,
  $tone = 'primary',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(clamped);
  return (
    <Root className={className}>
      {!hideLabel && (
        <Row aria-hidden="true">
          <span>{label}</span>
          {showValue && <span>{rounded}%</span>}
        </Row>
      )}
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
      >
        <Fill $tone={$tone} style={{ width: `${clamped}%` }} />
      </Track>
    </Root>
  );
}
