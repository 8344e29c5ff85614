// Corporate-training groups (issue 18, decision 0044): a company's group learns in its own content (owner 'group'),
// taught by an instructor; admins manage companies, groups and participants (CSV import with invitations).
export { ensureGroupContent, groupContentSlug, type GroupContent } from './content';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { corporateTrainingRoutes as routes } from './routes';
export { corporateTrainingStaffRoutes as staffRoutes } from './staff-routes';
// The CSV import of people with invitations, for the corporate program's employees too (decision 0046).
export { readParticipantsCsv } from './csv';
export {
  createPeopleImport,
  IMPORT_MESSAGES,
  type ImportDestination,
  type ImportedPerson,
  type ImportOutcome,
} from './import';
export { UPLOAD_MESSAGES as CSV_UPLOAD_MESSAGES } from './staff-routes';
