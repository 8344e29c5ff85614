import { createGlobalStyle, css } from 'styled-components';
import { media, theme } from './theme';

const { colors, fonts, motion } = theme;

/** The motion rules of spec §9 (see GlobalStyle), kept apart so a test can read them as text. */
export const motionStyles = css`
  :root {
    --as-animation-duration: ${motion.duration};
  }

  @keyframes as-fade-in {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }

  @keyframes as-fade-up {
    from {
      opacity: 0;
      transform: translate3d(0, 24px, 0);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }

  @keyframes as-zoom-in {
    from {
      opacity: 0;
      transform: scale(0.94);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }

  [data-animate] {
    animation-duration: var(--as-animation-duration);
    animation-timing-function: cubic-bezier(0.22, 1, 0.36, 1);
    animation-fill-mode: both;
  }

  [data-animate='fade'] {
    animation-name: as-fade-in;
  }
  [data-animate='fade-up'] {
    animation-name: as-fade-up;
  }
  [data-animate='zoom'] {
    animation-name: as-zoom-in;
  }

  ${media.mobile} {
    [data-animate] {
      animation: none !important;
      opacity: 1;
      transform: none;
    }

    *:not([data-motion='functional']),
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * Page-wide base styles. Spec §9 "animations are disabled on mobile; duration 1200 ms": decorative entrance
 * animations (elements marked `data-animate`) run for 1200 ms, and at ≤767px every animation and transition
 * is off — entrances, toast slide-in, drawer slide, hover lifts. Only functional motion, marked
 * `data-motion="functional"` (spinner, skeleton shimmer, the page-loading bar), keeps running there, since a
 * frozen spinner reads as a hang. Users who ask for reduced motion get no motion anywhere.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --as-sidebar-width: ${theme.sizes.sidebar};
    color-scheme: light;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${fonts.heading};
    line-height: 1.25;
  }

  button, input, select, textarea {
    font: inherit;
    font-family: ${fonts.ui};
    color: inherit;
  }

  a {
    color: ${colors.primaryText};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${colors.primaryActive};
  }

  img, video {
    max-width: 100%;
    height: auto;
  }

  [hidden] {
    display: none !important;
  }

  /* A visible ring for keyboard users only; mouse clicks keep the clean look. */
  :focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  ::selection {
    background: ${colors.primarySubtle};
    color: ${colors.text};
  }

  ${motionStyles}
`;
