// What other modules use of notifications: telling a member, or every admin, inside their own transaction.
export { notify, notifyAdmins, notifyMany } from './service';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { notificationRoutes as routes } from './routes';
