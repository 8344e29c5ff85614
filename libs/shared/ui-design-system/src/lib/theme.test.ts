import { badgeTones } from './badge';
import { media, spaceValue, theme } from './theme';

/** WCAG 2.x relative luminance contrast of two #RRGGBB colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme (spec §9)', () => {
  it('declares the three spec fonts first, with system fallbacks and no web-font import', () => {
    expect(theme.fonts.heading.startsWith('Montserrat,')).toBe(true);
    expect(theme.fonts.body.startsWith('"Source Sans Pro",')).toBe(true);
    expect(theme.fonts.ui.startsWith('Roboto,')).toBe(true);
    for (const family of [theme.fonts.heading, theme.fonts.body, theme.fonts.ui]) {
      expect(family).toMatch(/sans-serif$/);
    }
  });

  it('uses the spec breakpoints and media queries', () => {
    expect(theme.breakpoints).toEqual({ mobile: 767, tablet: 992, desktop: 1024 });
    expect(media.mobile).toBe('@media (max-width: 767px)');
    expect(media.tablet).toBe('@media (max-width: 992px)');
    expect(media.aboveTablet).toBe('@media (min-width: 993px)');
    expect(media.desktop).toBe('@media (min-width: 1024px)');
  });

  it('holds the spec constants', () => {
    expect(theme.sizes.truncate).toBe('280px');
    expect(theme.sizes.sidebar).toBe('255px');
    expect(theme.motion.durationMs).toBe(1200);
    expect(theme.motion.progressDurationMs).toBe(5000);
    expect(theme.motion.progressThrottleMs).toBe(200);
    expect(theme.motion.progressHideDelayMs).toBe(500);
    expect(theme.motion.progressHeight).toBe('2px');
  });

  it('has the brand colours', () => {
    expect(colors.navy).toBe('#0B1F3A');
    expect(colors.primary).toBe('#1A73E8');
  });

  it('cannot be changed at run time (one theme object is shared by every app)', () => {
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.colors)).toBe(true);
    expect(Object.isFrozen(media)).toBe(true);
  });

  it('resolves space tokens and passes CSS lengths through', () => {
    expect(spaceValue(4)).toBe('1rem');
    expect(spaceValue('10px')).toBe('10px');
    expect(spaceValue(undefined, 2)).toBe('0.5rem');
  });
});

describe('colour contrast (WCAG AA)', () => {
  it.each([
    ['body text on the page', colors.text, colors.background],
    ['muted text on cards', colors.textMuted, colors.surface],
    ['muted text on the page', colors.textMuted, colors.background],
    ['links on the page', colors.primaryText, colors.background],
    ['primary button label', colors.textInverse, colors.primary],
    ['primary button hover', colors.textInverse, colors.primaryHover],
    ['danger button label', colors.textInverse, colors.danger],
    ['secondary button label', colors.primaryText, colors.surface],
    ['error text', colors.dangerText, colors.surface],
    ['text on the navy bar', colors.textInverse, colors.navy],
    ['muted text on navy', colors.textInverseMuted, colors.navy],
    ['tooltip text', colors.textInverse, colors.navy],
    ['active tab', colors.primaryText, colors.surface],
    ['checklist met', colors.successText, colors.surface],
  ])('%s is at least 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(badgeTones))('badge tone %s is at least 4.5:1', (_tone, { color, background }) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['form control border', colors.borderStrong, colors.surface],
    ['focus ring on white', colors.primary, colors.surface],
    ['focus ring on the page', colors.primary, colors.background],
  ])('%s is at least 3:1 (non-text)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
