import type { AnchorHTMLAttributes } from 'react';
import * as designSystem from '../index';
import { Button, type AppTheme } from '../index';

/** The names other teams code against (brief of the design system); removing one breaks them. */
const EXPECTED_RUNTIME_EXPORTS = [
  'theme',
  'media',
  'GlobalStyle',
  'DesignSystemProvider',
  'Button',
  'IconButton',
  'TextField',
  'PasswordField',
  'Checkbox',
  'Select',
  'Container',
  'Stack',
  'Grid',
  'Card',
  'Heading',
  'Text',
  'Truncate',
  'VisuallyHidden',
  'Badge',
  'Avatar',
  'StatCard',
  'ProgressBar',
  'Table',
  'Pagination',
  'Tabs',
  'Tooltip',
  'Skeleton',
  'SkeletonList',
  'EmptyState',
  'ErrorState',
  'Spinner',
  'Modal',
  'ToastProvider',
  'useToast',
  'TopBar',
  'NavList',
  'NavItem',
  'Dropdown',
  'Sidebar',
  'SIDEBAR_WIDTH',
  'PageShell',
  'FooterGrid',
  'FooterColumn',
  'FooterBottom',
  'Brand',
  'LoadingBar',
];

describe('public index', () => {
  it.each(EXPECTED_RUNTIME_EXPORTS)('exports %s', (name) => {
    expect(designSystem).toHaveProperty(name);
    expect((designSystem as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports SIDEBAR_WIDTH = 255 (spec §2)', () => {
    expect(designSystem.SIDEBAR_WIDTH).toBe(255);
  });

  it('types the theme as AppTheme', () => {
    const theme: AppTheme = designSystem.theme;
    expect(theme.breakpoints.mobile).toBe(767);
  });
});

// Compile-time checks (run by the typecheck target): `as` takes a component's props and rejects missing ones.
function FakeLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={props.to} {...props} />;
}
export const typeChecks = [
  <Button key="link" as={FakeLink} to="/login" $variant="ghost">
    Masuk
  </Button>,
  // @ts-expect-error FakeLink requires `to`.
  <Button key="missing" as={FakeLink}>
    Masuk
  </Button>,
  // @ts-expect-error unknown variant
  <Button key="variant" $variant="tertiary">
    x
  </Button>,
];
