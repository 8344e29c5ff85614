import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { motionStyles } from './global-style';
import { LoadingBar } from './loading-bar';
import { DesignSystemProvider } from './provider';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { theme } from './theme';

/** The motion rules as text, whitespace collapsed (jsdom does not receive global styles, so read the source). */
const motionCss = motionStyles.map(String).join('').replace(/\s+/g, ' ');
/** One regular expression written in parts: the parts' patterns one after the other. */
const joined = (...parts: RegExp[]) => new RegExp(parts.map((part) => part.source).join(''));

describe('motion (spec §9: animations off on mobile, 1200 ms elsewhere)', () => {
  it('gives decorative animations 1200 ms', () => {
    expect(theme.motion.duration).toBe('1200ms');
    expect(motionCss).toContain('--as-animation-duration: 1200ms');
    expect(motionCss).toContain('animation-duration: var(--as-animation-duration)');
  });

  it('turns every animation and transition off at ≤767px except functional motion', () => {
    const mobile = motionCss.slice(motionCss.indexOf('@media (max-width: 767px)'));
    expect(mobile).toMatch(
      joined(
        /\*:not\(\[data-motion='functional'\]\), \*::before, \*::after ?\{ ?/,
        /animation: none !important; ?transition: none !important;/,
      ),
    );
  });

  it('stops all motion for users who ask for reduced motion', () => {
    expect(motionCss).toMatch(
      joined(
        /@media \(prefers-reduced-motion: reduce\) ?\{ ?/,
        /\*, \*::before, \*::after ?\{ ?animation-duration: 0\.01ms !important;/,
      ),
    );
  });

  it('marks the spinner, the skeleton and the page-loading bar as functional motion', () => {
    jest.useFakeTimers();
    const { container } = render(
      <DesignSystemProvider>
        <Spinner />
        <Skeleton />
        <LoadingBar active />
      </DesignSystemProvider>,
    );
    act(() => jest.advanceTimersByTime(theme.motion.progressThrottleMs));
    expect(container.querySelectorAll('[data-motion="functional"]')).toHaveLength(3);
    expect(screen.getByRole('progressbar').querySelector('[data-motion="functional"]')).not.toBeNull();
    jest.useRealTimers();
  });
});

describe('self-hosted fonts (spec §9: Montserrat, Source Sans Pro, Roboto)', () => {
  const fontsCss = readFileSync(path.join(__dirname, '..', 'fonts.css'), 'utf8');
  const imports = [...fontsCss.matchAll(/@import '([^']+)';/g)].map((match) => match[1]);
  const nodeModules = path.join(__dirname, '..', '..', '..', '..', '..', 'node_modules');

  it('loads the latin subset of only the weights in use', () => {
    expect(imports).toEqual([
      '@fontsource/montserrat/latin-700.css',
      '@fontsource/montserrat/latin-800.css',
      '@fontsource/source-sans-pro/latin-400.css',
      '@fontsource/source-sans-pro/latin-600.css',
      '@fontsource/source-sans-pro/latin-700.css',
      '@fontsource/roboto/latin-400.css',
      '@fontsource/roboto/latin-500.css',
      '@fontsource/roboto/latin-700.css',
    ]);
  });

  it.each(imports.map((file) => [file]))(
    '%s swaps, names the family the theme asks for, and points at a local file',
    (file) => {
      const css = readFileSync(path.join(nodeModules, file), 'utf8');
      expect(css).toContain('font-display: swap');
      expect(css).not.toMatch(/url\((https?:)?\/\//);
      const family = /font-family: '([^']+)'/.exec(css)?.[1] ?? '';
      expect([theme.fonts.heading, theme.fonts.body, theme.fonts.ui].some((stack) => stack.includes(family))).toBe(
        true,
      );
      for (const [, url] of css.matchAll(/url\(\.\/([^)]+)\)/g)) {
        expect(existsSync(path.join(nodeModules, path.dirname(file), url))).toBe(true);
      }
    },
  );

  it('declares the spec fonts first in the theme stacks', () => {
    expect(theme.fonts.heading.split(',')[0]).toBe('Montserrat');
    expect(theme.fonts.body.split(',')[0]).toBe('"Source Sans Pro"');
    expect(theme.fonts.ui.split(',')[0]).toBe('Roboto');
  });
});
