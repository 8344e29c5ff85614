// What other modules use of mail: the message they hand to the mailer.
export type { MailMessage } from './message';
export { registerMailer } from './mailer';
