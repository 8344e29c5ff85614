// GET /api/member/training-index: only the caller's batches, upcoming first, with their sessions.
import type { TrainingIndexBatch } from '@akademi-siber/util-contracts';
import { batchEnrollments } from '../../db/schema';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { newMember } from '../orders/testing';

describe('GET /api/member/training-index', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const index = async (token: string) => {
    const response = await harness.app.inject({ url: '/api/member/training-index', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TrainingIndexBatch[] }>().data;
  };

  // The demo's running batch: one session held, one running since the seed (decision 0040), one ahead.
  it('shows the demo member the running batch of their paid seat: one held, the next not ended', async () => {
    const [batch, ...others] = await index(await loginAs(harness.app, 'member'));
    expect(others).toEqual([]);
    expect(batch).toMatchObject({
      liveClassSlug: SEED_CATALOG.runningBatch.liveClassSlug,
      batchSlug: SEED_CATALOG.runningBatch.slug,
      batchName: 'Kelas Malam',
    });
    const next = batch.sessions.find((session) => session.startsAt === batch.nextSessionAt);
    expect(Date.parse(next?.endsAt ?? '')).toBeGreaterThan(Date.now());
    expect(batch.sessions.filter((session) => Date.parse(session.endsAt) < Date.now())).toHaveLength(1);
    // No meeting link here: "Gabung sesi" goes through the join page, which records attendance.
    expect(batch.sessions.every((session) => session.hasMeeting && !('meetingUrl' in session))).toBe(true);
  });

  it("lists the member's own batches, the one with the next session first, finished ones last", async () => {
    const member = await newMember(harness, 'jadwal.pelatihan');
    const other = await newMember(harness, 'jadwal.lain');
    expect(await index(member.token)).toEqual([]);
    await harness.db.insert(batchEnrollments).values([
      { userId: member.id, batchId: SEED_CATALOG.closedBatch.id, source: 'purchase' },
      { userId: member.id, batchId: SEED_CATALOG.openBatch.id, source: 'purchase' },
    ]);
    const batches = await index(member.token);
    expect(batches.map((batch) => batch.batchSlug)).toEqual([
      SEED_CATALOG.openBatch.slug,
      SEED_CATALOG.closedBatch.slug,
    ]);
    expect(batches[0].nextSessionAt).not.toBeNull();
    expect(batches[0].sessions.length).toBeGreaterThan(0);
    expect(batches[1].nextSessionAt).toBeNull();
    expect(await index(other.token)).toEqual([]);
    expect(expectErrorEnvelope(await harness.app.inject({ url: '/api/member/training-index' }), 401)).toMatch(/\S/);
  });
});
