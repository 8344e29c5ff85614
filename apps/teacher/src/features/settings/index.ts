/** The teacher's own settings (Pengaturan): the account and the password. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /teacher/settings */
export const settingsPage = lazyPage(
  () => import('./pages/settings-page'),
  (m) => m.SettingsPage,
);
