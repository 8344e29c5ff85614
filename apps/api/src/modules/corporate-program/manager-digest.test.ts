// The weekly digest (decision 0047): each manager gets one email a week summarising their running batches — names of
// inactive employees only with full access, "Data belum cukup" for a limited batch of fewer than five — once, however
// often and by however many API processes the sweep runs.
import { eq } from 'drizzle-orm';
import { programDigests, users } from '../../db/schema';
import { buildTestApp, demoAccount, secondInstance, type TestApp } from '../../test/helpers';
import { mailsTo, outbox } from '../../test/mailbox';
import { sendManagerDigests } from './manager-digest';
import { createProgramFixture, renamed, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';
import { WEEK_MS } from './weeks';

const SUBJECT = /^Ringkasan mingguan program budaya keamanan siber \(/;

describe('weekly digest to managers', () => {
  let harness: TestApp;
  let full: ProgramFixture;
  const manager = demoAccount('corporate');
  const now = new Date();
  const digests = () => mailsTo(harness.app, manager.email);

  beforeAll(async () => {
    // No timer sweep during the file: every sweep here is called with the moment it runs at.
    harness = await buildTestApp({ programDigestSweepSeconds: 3600 });
    full = await createProgramFixture(harness.db, {
      name: 'Batch Uji Ringkasan',
      fullAccess: true,
      items: 3,
      employees: SEVEN_EMPLOYEES,
      now,
    });
    await createProgramFixture(harness.db, {
      name: 'Batch Uji Ringkasan Terbatas',
      fullAccess: false,
      items: 3,
      employees: renamed('terbatas'),
      now,
    });
  });
  afterAll(() => harness.close());

  it('sends each manager one digest of their running batches, with the dashboard link', async () => {
    const result = await sendManagerDigests(harness.app, now);
    // The demo manager and nobody else (the seed has one manager).
    expect(result).toEqual({ claimed: 1, emailed: 1 });
    const [mail] = await digests();
    expect(mail.subject).toMatch(SUBJECT);
    expect(mail.text).toContain('PT Nusantara Aman — Batch Uji Ringkasan');
    expect(mail.text).toContain('- Karyawan: 7');
    expect(mail.text).toContain('- Sudah mulai: 5 (71,4%)');
    expect(mail.text).toContain('- Tidak aktif (14 hari tanpa aktivitas): 2');
    expect(mail.links).toContain(`http://akademi.test/corporate-program/dashboard/${full.batchId}/group/1`);
    expect(mail.links.some((link) => link.startsWith('http://akademi.test/unsubscribe?token='))).toBe(true);
  });

  it('names the inactive only with full access; a small limited batch shows no figures', async () => {
    const [mail] = await digests();
    const sections = mail.text.split('\n\n');
    const fullSection = sections.find((section) => section.startsWith('PT Nusantara Aman — Batch Uji Ringkasan\n'));
    expect(fullSection).toContain('  • Dedi Kurniawan\n  • Budi Santoso');
    const limitedSection = sections.find((section) => section.includes('Batch Uji Ringkasan Terbatas'));
    expect(limitedSection).toContain('- Tidak aktif (14 hari tanpa aktivitas): 2');
    for (const employee of SEVEN_EMPLOYEES) expect(limitedSection).not.toContain(employee.name);
    const small = sections.find((section) => section.startsWith('PT Nusantara Aman — Batch 2 — 2026'));
    expect(small).toContain('Data belum cukup');
    expect(small).not.toContain('Sudah mulai');
  });

  it('sends nothing more the same week, even with two processes sweeping at once', async () => {
    const other = await secondInstance(harness);
    try {
      const again = await Promise.all([
        sendManagerDigests(harness.app, now),
        sendManagerDigests(other.app, new Date(now.getTime() + 60_000)),
      ]);
      expect(again).toEqual([
        { claimed: 0, emailed: 0 },
        { claimed: 0, emailed: 0 },
      ]);
      // Next week: one new digest, whichever process claims it.
      const next = new Date(now.getTime() + WEEK_MS);
      const results = await Promise.all([sendManagerDigests(harness.app, next), sendManagerDigests(other.app, next)]);
      expect(results.reduce((sum, result) => sum + result.emailed, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect((await digests()).filter((mail) => SUBJECT.test(mail.subject))).toHaveLength(2);
    const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, manager.email));
    const rows = await harness.db.select().from(programDigests).where(eq(programDigests.managerUserId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.emailedAt !== null)).toBe(true);
  });

  it('skips a manager who unsubscribed (the week still counts as done) and one without a running batch', async () => {
    await harness.db.update(users).set({ emailOptOutAt: now }).where(eq(users.email, manager.email));
    const later = new Date(now.getTime() + 2 * WEEK_MS);
    expect(await sendManagerDigests(harness.app, later)).toEqual({ claimed: 1, emailed: 0 });
    // A year on, every batch has ended: nobody is due.
    expect(await sendManagerDigests(harness.app, new Date(now.getTime() + 52 * WEEK_MS))).toEqual({
      claimed: 0,
      emailed: 0,
    });
    expect((await outbox(harness.app)).filter((mail) => SUBJECT.test(mail.subject))).toHaveLength(2);
  });
});
