/**
 * Design tokens of Akademi Siber: the brand palette, the spec §9 fonts and breakpoints, spacing and motion.
 * Every text/background pair used by the components meets WCAG AA (checked in theme.test.ts).
 */

const colors = {
  navy: '#0B1F3A',
  navyRaised: '#14305A',
  primary: '#1A73E8',
  primaryHover: '#1558B0',
  primaryActive: '#114A94',
  /** Primary used as text on light surfaces: #1A73E8 is only 4.2:1 on the page background. */
  primaryText: '#1558B0',
  primarySubtle: '#E8F1FD',
  accent: '#0F766E',
  accentSubtle: '#DDF3F0',
  accentText: '#0F5F58',
  danger: '#C62828',
  dangerHover: '#A11F1F',
  dangerSubtle: '#FDECEC',
  dangerText: '#A11F1F',
  warning: '#B45309',
  warningBright: '#F59E0B',
  warningSubtle: '#FEF3C7',
  warningText: '#92400E',
  success: '#15803D',
  successSubtle: '#DCFCE7',
  successText: '#166534',
  neutralSubtle: '#EEF2F8',
  neutralText: '#334155',
  text: '#0B1F3A',
  textMuted: '#4A5B73',
  textInverse: '#FFFFFF',
  textInverseMuted: '#C5D1E3',
  /** Light blue for focus rings and links on navy. */
  primaryOnDark: '#8AB4F8',
  background: '#F5F7FB',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF2F8',
  border: '#D5DCE6',
  /** Form control borders: 3:1 against white for WCAG 1.4.11 (non-text contrast). */
  borderStrong: '#7A8AA3',
  overlay: 'rgba(11, 31, 58, 0.6)',
  skeleton: '#E2E8F0',
  skeletonHighlight: '#F1F5F9',
} as const;

const fonts = {
  heading: 'Montserrat, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  body: '"Source Sans Pro", "Source Sans 3", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  ui: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

const radii = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' } as const;

const shadows = {
  sm: '0 1px 2px rgba(11, 31, 58, 0.08)',
  md: '0 4px 12px rgba(11, 31, 58, 0.10)',
  lg: '0 12px 32px rgba(11, 31, 58, 0.18)',
  focus: '0 0 0 3px rgba(26, 115, 232, 0.45)',
} as const;

/** Spec §9: 767 (mobile), 992/993 (tablet edge), 1024 (desktop). */
const breakpoints = { mobile: 767, tablet: 992, desktop: 1024 } as const;

/** Spec §9 timings. `duration` is the decorative animation length; the progress ones drive LoadingBar. */
const motion = {
  duration: '1200ms',
  durationMs: 1200,
  fast: '150ms',
  normal: '250ms',
  progressDurationMs: 5000,
  progressThrottleMs: 200,
  progressHideDelayMs: 500,
  progressHeight: '2px',
  /** A data fetch counts as pending at least this long, so a fast answer does not flash a skeleton. */
  dataFetchMinPendingMs: 200,
} as const;

const zIndices = {
  sticky: 100,
  sidebar: 200,
  dropdown: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
  loadingBar: 700,
} as const;

/** Spec §2: the corporate sidebar column, and the left offset of the content beside it. */
export const SIDEBAR_WIDTH = 255;

const sizes = {
  container: '1200px',
  touchTarget: '44px',
  truncate: '280px',
  sidebar: `${SIDEBAR_WIDTH}px`,
} as const;

/** Freezes the tokens: the theme is one object shared by the shell and every remote, so no app may edit it. */
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
  return Object.freeze(value);
}

export const theme = deepFreeze({
  colors,
  fonts,
  fontSizes,
  fontWeights,
  space,
  radii,
  shadows,
  breakpoints,
  motion,
  zIndices,
  sizes,
} as const);

export type AppTheme = typeof theme;
export type SpaceKey = keyof typeof space;

/**
 * Media queries for styled templates: `${media.mobile} { … }`.
 * `mobile`, `tablet` are "this width and below"; `desktop` is "1024px and up". The `above*` helpers are the
 * complements, so a rule never applies on both sides of one edge (992 vs 993).
 */
export const media = Object.freeze({
  mobile: `@media (max-width: ${breakpoints.mobile}px)`,
  tablet: `@media (max-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  aboveMobile: `@media (min-width: ${breakpoints.mobile + 1}px)`,
  aboveTablet: `@media (min-width: ${breakpoints.tablet + 1}px)`,
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 1}px)`,
} as const);

/** A space token or any CSS length, for props such as `$gap`. */
export type SpaceValue = SpaceKey | (string & {});

export function spaceValue(value: SpaceValue | undefined, fallback: SpaceKey = 4): string {
  if (value === undefined) return space[fallback];
  return value in space ? space[value as SpaceKey] : String(value);
}
