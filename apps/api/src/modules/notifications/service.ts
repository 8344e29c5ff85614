// Notifications are written only here: whatever tells someone something — an order, an exam, a certificate, a
// reply, a reward, a training request — calls notify inside its own transaction, so the bell never shows news of
// something that rolled back.
import type { Transaction } from '../../db/client';
import { activeAdminIds, insertNotifications } from './repository';

/** Longest title the bell keeps (notifications.title). */
const TITLE_LENGTH = 200;

/** A notification in the member's bell (title ≤ 200 characters), leading to `link` (a site path) when given. */
export async function notify(
  tx: Transaction,
  userId: number,
  title: string,
  body: string,
  link: string | null = null,
): Promise<void> {
  await insertNotifications(tx, [{ userId, title: title.slice(0, TITLE_LENGTH), body, link }]);
}

/** The same notification to several people at once (one insert): a group's new participants, say. */
export async function notifyMany(
  tx: Transaction,
  userIds: readonly number[],
  title: string,
  body: string,
  link: string | null = null,
): Promise<void> {
  if (userIds.length === 0) return;
  await insertNotifications(
    tx,
    userIds.map((userId) => ({ userId, title: title.slice(0, TITLE_LENGTH), body, link })),
  );
}

/** The same notification to every admin account (none when there is no admin). */
export async function notifyAdmins(tx: Transaction, title: string, body: string, link: string): Promise<void> {
  const adminIds = await activeAdminIds(tx);
  if (adminIds.length === 0) return;
  await insertNotifications(
    tx,
    adminIds.map((userId) => ({ userId, title: title.slice(0, TITLE_LENGTH), body, link })),
  );
}
