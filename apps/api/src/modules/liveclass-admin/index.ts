// The admin's live classes and batches (issue 18, decision 0043): create and change them, and read one batch's
// members, orders and attendance certificates. Nothing else imports this module.
export { liveClassAdminRoutes as routes } from './routes';
