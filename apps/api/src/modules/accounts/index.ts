// What other modules use of accounts: its limits, the emailed links, the emails of an email change, and the accounts an
// admin makes for people with their set-password invitations.
export { confirmNewEmail, emailChangeRequestedNotice } from './email-change-emails';
export {
  createInvitedMembers,
  renewInvitation,
  invitationLink,
  sendInvitations,
  type InvitationContext,
  type InvitedAccount,
  type Invitee,
} from './invitations';
export { linkUrls, newLinkToken, signUnsubscribeToken } from './links';
export { ACCOUNT_LIMITS } from './service';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { accountRoutes as routes } from './routes';
export { staffAccountRoutes as staffRoutes } from './staff-routes';
// Importing people from a CSV file into a group or a program with invitations (decisions 0044, 0046).
export { readParticipantsCsv } from './people-csv';
export {
  createPeopleImport,
  IMPORT_MESSAGES,
  PEOPLE_UPLOAD_MESSAGES,
  type ImportDestination,
  type ImportedPerson,
  type ImportOutcome,
} from './people-import';
