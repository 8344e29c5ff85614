import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from './theme';

const { colors, motion, zIndices } = theme;

type Phase = 'idle' | 'running' | 'finishing';

// Eases toward 90% over the spec's 5000 ms, so a slow page never looks finished before it is.
const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndices.loadingBar};
  height: ${motion.progressHeight};
  pointer-events: none;
`;

// Functional motion: the page-loading bar runs on mobile too (global-style.ts).
const Fill = styled.div<{ $phase: Phase }>`
  height: 100%;
  background: ${colors.primary};
  box-shadow: 0 0 6px rgba(26, 115, 232, 0.6);
  transform-origin: left center;
  ${({ $phase }) =>
    $phase === 'running'
      ? css`
          animation: ${grow} ${motion.progressDurationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
        `
      : css`
          transform: scaleX(1);
          opacity: 0;
          transition:
            transform 200ms ease-out,
            opacity 300ms ease ${motion.progressHideDelayMs - 300}ms;
        `}
`;

export interface LoadingBarProps {
  /** True while a page (route chunk, data) is loading. */
  active: boolean;
}

/**
 * The 2px page-loading bar of spec §9. It appears only when loading lasts over 200 ms (throttle), grows over
 * 5000 ms, and on completion fills up and disappears after 500 ms (hide delay).
 */
export function LoadingBar({ active }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      if (phase === 'idle') {
        const timer = setTimeout(() => setPhase('running'), motion.progressThrottleMs);
        return () => clearTimeout(timer);
      }
      if (phase === 'finishing') setPhase('running');
      return undefined;
    }
    if (phase === 'running') setPhase('finishing');
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), motion.progressHideDelayMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, phase]);

  if (phase === 'idle') return null;
  return (
    <Bar
      role="progressbar"
      aria-label="Memuat halaman"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-busy={phase === 'running'}
    >
      <Fill $phase={phase} data-motion="functional" />
    </Bar>
  );
}
