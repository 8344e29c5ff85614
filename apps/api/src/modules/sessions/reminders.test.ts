// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Session reminders (decision 0040, "Reminders"): the sweep, called with a chosen `now`, gives each enrolled member an
// in-app notification and an email 24 hours and 1 hour before each session — once, however often it runs and however
// many API processes run it at the same moment; nothing for a session that has started, nothing to anyone not
// enrolled, no email (but the notification) for a member who unsubscribed, and no second try of a failed email; a
// corporate-training group's sessions remind its participants the same way (decision 0045).
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  batchEnrollments,
  batchSessions,
  liveClassBatches,
  notifications,
  sessionReminders,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../../db/schema';
import { SEED_CORPORATE_TRAINING } from '../../db/seed-corporate-training';
import { bearer, buildTestApp, demoAccount, loginAs, secondInstance, type TestApp } from '../../test/helpers';
import { mailsTo, outbox } from '../../test/mailbox';
import { createAccount } from '../../test/ownership';
import { sendSessionReminders } from './reminders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BATCH_URL = 'http://akademi.test/member/liveclass/workshop-secure-coding/kelas-malam';
const BATCH_PATH = '/member/liveclass/workshop-secure-coding/kelas-malam';

describe('session reminders', () => {
  let harness: TestApp;
  let batchId: number;
  const member = demoAccount('member');
  let memberId: number;
  let classmate: { id: number; email: string };
  let unsubscribed: { id: number; email: string };
  let stranger: { id: number; email: string };

  const sweep = (now: Date, app: FastifyInstance = harness.app) => sendSessionReminders(app, now);
  const enroll = (userId: number) =>
    harness.db.insert(batchEnrollments).values({ userId, batchId, source: 'purchase' });
  /** A new session of Kelas Malam starting at `startsAt` (two hours long). */
  const addSession = async (title: string, startsAt: Date) => {
    const [row] = await harness.db
      .insert(batchSessions)
      .values({ batchId, title, startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) })
      .returning({ id: batchSessions.id });
    return row.id;
  };
  const enrolledIds = async () =>
    (
      await harness.db
        .select({ userId: batchEnrollments.userId })
        .from(batchEnrollments)
        .where(eq(batchEnrollments.batchId, batchId))
    )
      .map((row) => row.userId)
      .sort((a, b) => a - b);
  const remindersOf = (sessionIds: number[]) =>
    harness.db
      .select({
        sessionId: sessionReminders.sessionId,
        userId: sessionReminders.userId,
        kind: sessionReminders.kind,
        emailedAt: sessionReminders.emailedAt,
      })
      .from(sessionReminders)
      .where(inArray(sessionReminders.sessionId, sessionIds))
      .orderBy(asc(sessionReminders.sessionId), asc(sessionReminders.userId), asc(sessionReminders.kind));
  /** The notifications about a session, told by its quoted title in the body. */
  const notificationsAbout = async (sessionTitle: string) =>
    (await harness.db.select().from(notifications).orderBy(asc(notifications.id))).filter((row) =>
      row.body.startsWith(`"${sessionTitle}"`),
    );
  const mailsAbout = async (sessionTitle: string) =>
    (await outbox(harness.app)).filter((mail) => mail.subject.includes(sessionTitle));

  beforeAll(async () => {
    // No timer sweep during the file: every sweep here is called with the moment it runs at.
    harness = await buildTestApp({ sessionReminderSweepSeconds: 3600 });
    const [batch] = await harness.db
      .select({ id: liveClassBatches.id })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.slug, 'kelas-malam'));
    batchId = batch.id;
    const [demo] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    memberId = demo.id;
    // The seed's other participants of Kelas Malam leave the batch, so the counts below name each member.
    await harness.db
      .delete(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, batchId), ne(batchEnrollments.userId, memberId)));
    classmate = await createAccount(harness.db, 'member', 'teman.sekelas');
    unsubscribed = await createAccount(harness.db, 'member', 'tanpa.email');
    stranger = await createAccount(harness.db, 'member', 'bukan.peserta');
    await enroll(classmate.id);
    await enroll(unsubscribed.id);
    await harness.db.update(users).set({ emailOptOutAt: new Date() }).where(eq(users.id, unsubscribed.id));
  });
  afterAll(() => harness.close());

  it("sends nothing for the demo seed's sessions now: one is running, the next is nine days away", async () => {
    const sessions = await harness.db
      .select({ id: batchSessions.id, startsAt: batchSessions.startsAt })
      .from(batchSessions)
      .where(eq(batchSessions.batchId, batchId))
      .orderBy(asc(batchSessions.startsAt));
    expect(sessions).toHaveLength(3);
    const now = new Date();
    expect(sessions[1].startsAt.getTime()).toBeLessThan(now.getTime());
    await sweep(now);
    // Just over a day before the next one: still nothing.
    await sweep(new Date(sessions[2].startsAt.getTime() - 24 * HOUR - MINUTE));
    expect(await remindersOf(sessions.map((session) => session.id))).toEqual([]);
    expect(await mailsTo(harness.app, member.email)).toEqual([]);
  });

  it('reminds members a day and an hour before a session, once each; one enrolled late gets the last', async () => {
    const [, , next] = await harness.db
      .select({ id: batchSessions.id, title: batchSessions.title, startsAt: batchSessions.startsAt })
      .from(batchSessions)
      .where(eq(batchSessions.batchId, batchId))
      .orderBy(asc(batchSessions.startsAt));
    expect(next.title).toBe('Secure code review');
    const start = next.startsAt.getTime();

    const enrolled = await enrolledIds();
    expect(enrolled).toEqual([memberId, classmate.id, unsubscribed.id].sort((a, b) => a - b));
    // 23 hours before 19.00 WIB is 20.00 WIB the evening before: "besok".
    const dayBefore = await sweep(new Date(start - 23 * HOUR));
    expect(dayBefore).toEqual({ reminded: 3, emailed: 2 });
    expect(await remindersOf([next.id])).toEqual(
      enrolled.map((userId) => ({
        sessionId: next.id,
        userId,
        kind: '24h',
        emailedAt: userId === unsubscribed.id ? null : expect.any(Date),
      })),
    );
    const notes = await notificationsAbout('Secure code review');
    expect(notes.map((note) => note.userId).sort((a, b) => a - b)).toEqual(enrolled);
    expect(notes[0]).toMatchObject({
      title: 'Sesi live class besok',
      body: expect.stringMatching(
        /^"Secure code review" di Workshop Secure Coding — Kelas Malam dimulai \d{2} \w{3} \d{4}, 19\.00 WIB\. /,
      ),
      link: BATCH_PATH,
    });
    const [mail] = await mailsTo(harness.app, member.email);
    expect(mail.subject).toMatch(/^Pengingat sesi live class: Secure code review \(\d{2} \w{3} \d{4}, 19\.00 WIB\)$/);
    expect(mail.text).toContain('Sesi live class kamu dimulai besok.');
    expect(mail.text).toContain('Batch: Kelas Malam');
    expect(mail.text).toContain('(3 jam)');
    expect(mail.text).toContain('Kehadiranmu tercatat otomatis saat kamu bergabung lewat platform');
    // The batch page, and the signed unsubscribe link every notice carries.
    expect(mail.links).toEqual([BATCH_URL, expect.stringMatching(/^http:\/\/akademi\.test\/unsubscribe\?token=/)]);
    // The member who unsubscribed has the notification only; someone not enrolled has nothing.
    expect(await mailsTo(harness.app, unsubscribed.email)).toEqual([]);
    expect(await mailsTo(harness.app, stranger.email)).toEqual([]);
    expect(notes.some((note) => note.userId === stranger.id)).toBe(false);

    // Sweeping again, and on through the day, sends nothing more until the last hour.
    for (const hoursBefore of [23, 12, 2, 1.01]) {
      expect((await sweep(new Date(start - hoursBefore * HOUR))).reminded).toBe(0);
    }

    // Someone enrolled within the last hour gets the 1-hour reminder only, like the others.
    const late = await createAccount(harness.db, 'member', 'peserta.baru');
    await enroll(late.id);
    const hourBefore = await sweep(new Date(start - 59.5 * MINUTE));
    expect(hourBefore).toEqual({ reminded: 4, emailed: 3 });
    const rows = await remindersOf([next.id]);
    expect(rows.filter((row) => row.kind === '1h').map((row) => row.userId)).toEqual(await enrolledIds());
    expect(rows.filter((row) => row.userId === late.id).map((row) => row.kind)).toEqual(['1h']);
    const lateMails = await mailsTo(harness.app, late.email);
    expect(lateMails.map((item) => item.text.split('\n')[2])).toEqual(['Sesi live class kamu dimulai 1 jam lagi.']);
    expect((await notificationsAbout('Secure code review')).at(-1)?.title).toBe('Sesi live class 1 jam lagi');

    for (const minutesBefore of [59.5, 30, 1]) {
      expect((await sweep(new Date(start - minutesBefore * MINUTE))).reminded).toBe(0);
    }
    expect(await mailsTo(harness.app, member.email)).toHaveLength(2);
    expect(await notificationsAbout('Secure code review')).toHaveLength(7);
  });

  it('sends nothing for a session that has started, and says the minutes when less than an hour is left', async () => {
    const now = new Date();
    const started = await addSession('Sesi yang sudah mulai', new Date(now.getTime() - MINUTE));
    const soon = await addSession('Sesi sebentar lagi', new Date(now.getTime() + 20 * MINUTE));
    await sweep(now);
    expect(await remindersOf([started])).toEqual([]);
    // Twenty minutes ahead: the 1-hour reminder only (not the 24-hour one), with the minutes in its title.
    const enrolled = await enrolledIds();
    expect(await remindersOf([soon])).toEqual(
      enrolled.map((userId) => expect.objectContaining({ sessionId: soon, userId, kind: '1h' })),
    );
    expect((await notificationsAbout('Sesi sebentar lagi'))[0].title).toBe('Sesi live class 20 menit lagi');
    expect(await mailsAbout('Sesi yang sudah mulai')).toEqual([]);
  });

  it('keeps a reminder whose email failed and does not send it again (at most one email)', async () => {
    const now = new Date();
    const sessionId = await addSession('Sesi saat email gagal', new Date(now.getTime() + 5 * HOUR));
    const sendToUser = jest.spyOn(harness.app.mailer, 'sendToUser').mockResolvedValue(false);
    try {
      expect((await sweep(now)).emailed).toBe(0);
    } finally {
      sendToUser.mockRestore();
    }
    const enrolled = await enrolledIds();
    const rows = await remindersOf([sessionId]);
    expect(rows.map((row) => [row.userId, row.kind, row.emailedAt])).toEqual(
      enrolled.map((userId) => [userId, '24h', null]),
    );
    expect(await notificationsAbout('Sesi saat email gagal')).toHaveLength(enrolled.length);
    expect((await sweep(new Date(now.getTime() + 10 * MINUTE))).reminded).toBe(0);
    expect(await mailsAbout('Sesi saat email gagal')).toEqual([]);
  });

  it('sends each reminder once when two API processes sweep at the same moments', async () => {
    const other = await secondInstance(harness);
    try {
      const base = new Date();
      const title = 'Sesi dua proses';
      const sessionId = await addSession(title, new Date(base.getTime() + 3 * HOUR));
      for (let index = 0; index < 5; index += 1) {
        const extra = await createAccount(harness.db, 'member', `peserta.ramai.${index}`);
        await enroll(extra.id);
      }
      const members = await enrolledIds();
      // Rounds through the day before and the last hour: both processes at once, at the same moment.
      for (const at of [0, 0, 30 * MINUTE, 2 * HOUR + 5 * MINUTE, 2 * HOUR + 5 * MINUTE, 2 * HOUR + 30 * MINUTE]) {
        const now = new Date(base.getTime() + at);
        await Promise.all([sweep(now, harness.app), sweep(now, other.app)]);
      }
      const rows = await remindersOf([sessionId]);
      expect(rows.filter((row) => row.kind === '24h').map((row) => row.userId)).toEqual(members);
      expect(rows.filter((row) => row.kind === '1h').map((row) => row.userId)).toEqual(members);
      const notes = await notificationsAbout(title);
      expect(notes).toHaveLength(2 * members.length);
      expect(new Set(notes.map((note) => `${note.userId}:${note.title}`)).size).toBe(notes.length);
      // Every member but the unsubscribed one has one email of each kind.
      const mails = await mailsAbout(title);
      expect(mails).toHaveLength(2 * (members.length - 1));
      expect(new Set(mails.map((mail) => `${mail.to}:${mail.text.split('\n')[2]}`)).size).toBe(mails.length);
    } finally {
      await other.close();
    }
  });

  it("reminds a corporate-training group's participants the same way, once with two processes", async () => {
    const other = await secondInstance(harness);
    try {
      const [group] = await harness.db
        .select({ id: trainingGroups.id })
        .from(trainingGroups)
        .where(eq(trainingGroups.slug, SEED_CORPORATE_TRAINING.groupSlug));
      const participants = (
        await harness.db
          .select({ userId: trainingGroupParticipants.userId })
          .from(trainingGroupParticipants)
          .where(eq(trainingGroupParticipants.groupId, group.id))
      )
        .map((row) => row.userId)
        .sort((a, b) => a - b);
      expect(participants).toHaveLength(3);
      const base = new Date();
      const title = 'Sesi grup dua proses';
      const [made] = await harness.db
        .insert(batchSessions)
        .values({
          groupId: group.id,
          title,
          startsAt: new Date(base.getTime() + 3 * HOUR),
          endsAt: new Date(base.getTime() + 5 * HOUR),
        })
        .returning({ id: batchSessions.id });
      for (const at of [0, 0, 2 * HOUR + 5 * MINUTE, 2 * HOUR + 5 * MINUTE]) {
        const now = new Date(base.getTime() + at);
        await Promise.all([sweep(now, harness.app), sweep(now, other.app)]);
      }
      const rows = await remindersOf([made.id]);
      expect(rows.filter((row) => row.kind === '24h').map((row) => row.userId)).toEqual(participants);
      expect(rows.filter((row) => row.kind === '1h').map((row) => row.userId)).toEqual(participants);
      const notes = await notificationsAbout(title);
      expect(notes).toHaveLength(2 * participants.length);
      expect(notes[0].title).toMatch(/^Sesi pelatihan /);
      expect(notes[0].link).toBe(
        `/member/corporate-training/${SEED_CORPORATE_TRAINING.trainingSlug}/${SEED_CORPORATE_TRAINING.groupSlug}`,
      );
      expect(notes[0].body).toContain('Gabung lewat halaman grup');
      const mails = await mailsAbout(title);
      expect(mails).toHaveLength(2 * participants.length);
      expect(mails[0].subject).toMatch(/^Pengingat sesi pelatihan: Sesi grup dua proses/);
      expect(mails[0].text).toContain(`Grup: ${SEED_CORPORATE_TRAINING.groupName}`);
    } finally {
      await other.close();
    }
  });

  it('reminds again for a session staff move to another start, not for a change of its title', async () => {
    const author = await loginAs(harness.app, 'author');
    const now = new Date();
    const sessionId = await addSession('Sesi dipindah', new Date(now.getTime() + 30 * MINUTE));
    await sweep(now);
    const kinds = async () => (await remindersOf([sessionId])).map((row) => row.kind);
    const enrolled = await enrolledIds();
    expect(await kinds()).toEqual(enrolled.map(() => '1h'));
    const edit = (title: string, startsAt: Date) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/author/liveclass/workshop-secure-coding/batches/${batchId}/sessions/${sessionId}`,
        headers: bearer(author),
        payload: {
          title,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
          meetingUrl: null,
        },
      });
    // Same start, another title: the reminders already sent stand.
    expect((await edit('Sesi dipindah (judul baru)', new Date(now.getTime() + 30 * MINUTE))).statusCode).toBe(200);
    expect(await kinds()).toEqual(enrolled.map(() => '1h'));
    // Five hours later: the new time gets its 24-hour reminder now and its 1-hour one later.
    expect((await edit('Sesi dipindah', new Date(now.getTime() + 5 * HOUR))).statusCode).toBe(200);
    expect(await kinds()).toEqual([]);
    await sweep(now);
    expect(await kinds()).toEqual(enrolled.map(() => '24h'));
  });

  it('drops the reminders of a deleted session; a member who left the batch gets none', async () => {
    const sessionId = await addSession('Sesi dihapus', new Date(Date.now() + 2 * HOUR));
    await sweep(new Date());
    expect((await remindersOf([sessionId])).length).toBeGreaterThan(0);
    await harness.db.delete(batchSessions).where(eq(batchSessions.id, sessionId));
    expect(await remindersOf([sessionId])).toEqual([]);
    await harness.db
      .delete(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, batchId), eq(batchEnrollments.userId, classmate.id)));
    const later = await addSession('Sesi tanpa teman', new Date(Date.now() + 2 * HOUR));
    await sweep(new Date());
    expect((await remindersOf([later])).map((row) => row.userId)).not.toContain(classmate.id);
  });
});
