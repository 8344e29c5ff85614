// What other modules use of accounts: its limits, the emailed links, and the emails of an email change.
export { confirmNewEmail, emailChangeRequestedNotice } from './email-change-emails';
export { linkUrls, newLinkToken, signUnsubscribeToken } from './links';
export { ACCOUNT_LIMITS } from './service';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { accountRoutes as routes } from './routes';
export { staffAccountRoutes as staffRoutes } from './staff-routes';
