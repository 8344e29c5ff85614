// "Kirim pengingat" (decision 0047): one employee gets an in-app notification and an email in one click, never twice
// within 24 hours however the requests race; every inactive employee at once, also without full access; never an
// employee of another company or batch.
import type { ReminderResult } from '@akademi-siber/util-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, programReminders } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { createProgramFixture, renamed, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';
import { REMINDER_MESSAGES } from './manager-reminders';
import { LIMITED_VIEW_MESSAGE } from './service';

describe('POST /api/corporate/member/:batchId/group/:corporateId/reminders[/inactive]', () => {
  let harness: TestApp;
  let token: string;
  let full: ProgramFixture;
  let limited: ProgramFixture;
  const remind = (fixture: { batchId: number }, username: string, corporateId = 1) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/corporate/member/${fixture.batchId}/group/${corporateId}/reminders`,
      headers: bearer(token),
      payload: { username },
    });
  const remindInactive = (fixture: { batchId: number }) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/corporate/member/${fixture.batchId}/group/1/reminders/inactive`,
      headers: bearer(token),
    });
  const notificationsOf = (userId: number) =>
    harness.db.select().from(notifications).where(eq(notifications.userId, userId));

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'corporate');
    full = await createProgramFixture(harness.db, {
      name: 'Batch Uji Pengingat',
      fullAccess: true,
      items: 3,
      employees: SEVEN_EMPLOYEES,
    });
    limited = await createProgramFixture(harness.db, {
      name: 'Batch Uji Pengingat Terbatas',
      fullAccess: false,
      items: 3,
      employees: renamed('terbatas'),
    });
  });
  afterAll(() => harness.close());

  it('reminds one employee in one click: a notification leading to the batch and an email', async () => {
    const budi = full.employees['budi.uji'];
    const response = await remind(full, 'budi.uji');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; data: ReminderResult }>();
    expect(body.message).toBe('Pengingat terkirim ke Budi Santoso.');
    expect(body.data.reminded).toBe(1);
    expect(body.data.remindedAt).not.toBeNull();
    const [notice] = await notificationsOf(budi.userId);
    expect(notice).toMatchObject({
      title: 'Pengingat belajar: Batch Uji Pengingat',
      link: `/member/corporate-program/${full.batchId}`,
    });
    expect(notice.body).toContain('PT Nusantara Aman mengingatkan kamu');
    expect(notice.body).toContain('1 dari 3 materi');
    const [mail] = await mailsTo(harness.app, budi.email);
    expect(mail.subject).toBe('Pengingat: lanjutkan program Batch Uji Pengingat di Akademi Siber');
    expect(mail.links).toContain(`http://akademi.test/member/corporate-program/${full.batchId}`);
    // The Member list shows when they were reminded.
    const listed = await harness.app.inject({
      url: `/api/corporate/member/${full.batchId}/group/1?q=budi.uji`,
      headers: bearer(token),
    });
    expect(listed.json().data[0].lastRemindedAt).toBe(body.data.remindedAt);
  });

  it('refuses a second reminder within 24 hours, in Indonesian, with when the next one may go', async () => {
    const again = await remind(full, 'budi.uji');
    const message = expectErrorEnvelope(again, 429);
    expect(message).toMatch(
      new RegExp(
        '^Pengingat untuk karyawan ini sudah dikirim dalam 24 jam terakhir\\. ' +
          'Pengingat berikutnya dapat dikirim mulai .+ WIB\\.$',
      ),
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await notificationsOf(full.employees['budi.uji'].userId)).toHaveLength(1);
    // A day later it may go again.
    await harness.db
      .update(programReminders)
      .set({ sentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(programReminders.memberId, full.employees['budi.uji'].memberId));
    expect((await remind(full, 'budi.uji')).statusCode).toBe(200);
  });

  it('sends one reminder when two clicks race', async () => {
    const [first, second] = await Promise.all([remind(full, 'fajar.uji'), remind(full, 'fajar.uji')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const rows = await harness.db
      .select()
      .from(programReminders)
      .where(eq(programReminders.memberId, full.employees['fajar.uji'].memberId));
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(full.employees['fajar.uji'].userId)).toHaveLength(1);
  });

  it('reminds nobody who completed everything or is outside the batch, and nobody by name if limited', async () => {
    expect(expectErrorEnvelope(await remind(full, 'citra.uji'), 409)).toBe(REMINDER_MESSAGES.completed);
    // An employee of the seed's Batch 1, and one of PT Garuda Data Sentosa.
    expect(expectErrorEnvelope(await remind(full, 'agus.pratama'), 404)).toBe(REMINDER_MESSAGES.notEmployee);
    expect(expectErrorEnvelope(await remind(full, 'intan.permata'), 404)).toBe(REMINDER_MESSAGES.notEmployee);
    expectErrorEnvelope(await remind({ batchId: 1 }, 'intan.permata', 2), 403);
    expect(expectErrorEnvelope(await remind(limited, 'budi.terbatas'), 403)).toBe(LIMITED_VIEW_MESSAGE);
    expect(await notificationsOf(limited.employees['budi.terbatas'].userId)).toHaveLength(0);
  });

  it('reminds every inactive employee not reminded in the last 24 hours', async () => {
    const first = await remindInactive(full);
    expect(first.statusCode).toBe(200);
    // budi was reminded above (allowed again a day later, then reminded): only dedi is due.
    expect(first.json()).toMatchObject({ data: { reminded: 1 }, message: REMINDER_MESSAGES.sentMany(1) });
    expect(await notificationsOf(full.employees['dedi.uji'].userId)).toHaveLength(1);
    const second = await remindInactive(full);
    expect(second.json()).toMatchObject({ data: { reminded: 0 }, message: REMINDER_MESSAGES.noneDue });
  });

  it('reminds the inactive of a limited batch without naming them; below five people, without a count', async () => {
    const answer = await remindInactive(limited);
    expect(answer.json()).toMatchObject({ data: { reminded: 2 } });
    expect(answer.body).not.toContain('Budi');
    const reminded = await harness.db
      .select({ memberId: programReminders.memberId })
      .from(programReminders)
      .where(
        inArray(programReminders.memberId, [
          limited.employees['budi.terbatas'].memberId,
          limited.employees['dedi.terbatas'].memberId,
        ]),
      );
    expect(reminded).toHaveLength(2);
    // The seed's Batch 2: two employees, limited.
    const small = await remindInactive({ batchId: 2 });
    expect(small.json()).toMatchObject({
      data: { reminded: null, remindedAt: null },
      message: REMINDER_MESSAGES.sentLimited,
    });
  });

  it.each([
    [{}, 'Karyawan wajib dipilih'],
    [{ username: '' }, 'Karyawan wajib dipilih'],
    [{ username: 'x'.repeat(51) }, 'Karyawan tidak valid'],
    [{ username: 'budi.uji', extra: 1 }, 'Data karyawan tidak valid'],
  ])('rejects %j with 422', async (payload, message) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/corporate/member/${full.batchId}/group/1/reminders`,
      headers: bearer(token),
      payload,
    });
    expect(expectErrorEnvelope(response, 422)).toBe(message);
    expect(
      await harness.db
        .select()
        .from(programReminders)
        .where(and(eq(programReminders.memberId, full.employees['eka.uji'].memberId))),
    ).toHaveLength(0);
  });
});
