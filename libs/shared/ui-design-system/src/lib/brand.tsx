import styled from 'styled-components';
import { theme } from './theme';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: inherit;
  line-height: 1;
`;

const Wordmark = styled.span`
  font-family: ${theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  white-space: nowrap;

  span {
    font-weight: 500;
  }
`;

function ShieldIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 2.5 4.5 6.8v8.4c0 7.2 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7.1 11.5-14.3V6.8L16 2.5z"
        fill={theme.colors.primary}
      />
      <path d="M16 2.5v27c6.6-1.7 11.5-7.1 11.5-14.3V6.8L16 2.5z" fill={theme.colors.primaryActive} />
      <path
        d="M11 16.2l3.4 3.4 6.6-7"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface BrandProps {
  /** Only the shield, for tight spaces. */
  compact?: boolean;
  /** Shield size in px. Default 32. */
  size?: number;
  className?: string;
}

/** The 'Akademi Siber' wordmark. One image to assistive technology, so a link around it is named 'Akademi Siber'. */
export function Brand({ compact = false, size = 32, className }: BrandProps) {
  return (
    <Root role="img" aria-label="Akademi Siber" className={className}>
      <ShieldIcon size={size} />
      {!compact && (
        <Wordmark aria-hidden="true">
          Akademi <span>Siber</span>
        </Wordmark>
      )}
    </Root>
  );
}
