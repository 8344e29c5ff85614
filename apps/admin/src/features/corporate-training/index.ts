/**
 * Corporate trainings (issue 18, decision 0044): the trainings, companies and groups, and one group's participants
 * (with the CSV import), schedule, instructor and completion. Pages are lazy route elements. The companies are the
 * register the corporate program picks from too (decision 0046): `CompanyPicker`.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { CompanyPicker, type CompanyPickerProps } from './parts/company-picker';

/** /admin/corporate-training */
export const corporateTrainingPage = lazyPage(
  () => import('./pages/corporate-training-page'),
  (m) => m.CorporateTrainingPage,
);

/** /admin/corporate-training/{trainingSlug}/group/{groupId} */
export const trainingGroupPage = lazyPage(
  () => import('./pages/group-page'),
  (m) => m.GroupPage,
);
