// Types `props.theme` in every styled component of the apps as the design-system theme.
// Pulled into consumers' programs by the type-only import at the top of src/index.ts.
import 'styled-components';
import type { AppTheme } from './lib/theme';

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}
