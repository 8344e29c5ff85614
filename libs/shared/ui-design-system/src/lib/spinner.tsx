import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Functional motion: keeps turning on mobile, where decorative animations are off (global-style.ts).
const Ring = styled.span`
  display: inline-block;
  flex-shrink: 0;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const StatusRoot = styled.span`
  display: inline-flex;
  align-items: center;
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const style = { width: size, height: size };
  if (!label)
    return <Ring aria-hidden="true" data-part="spinner" data-motion="functional" className={className} style={style} />;
  return (
    <StatusRoot role="status" className={className}>
      <Ring aria-hidden="true" data-part="spinner" data-motion="functional" style={style} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StatusRoot>
  );
}
