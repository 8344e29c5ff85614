// What other modules use of notifications: telling a member, or every admin, inside their own transaction.
export { notify, notifyAdmins } from './service';
