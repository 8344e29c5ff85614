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

  it('shows the demo member the running batch of their paid seat: next session ahead, one already held', async () => {
    const [batch, ...others] = await index(await loginAs(harness.app, 'member'));
    expect(others).toEqual([]);
    expect(batch).toMatchObject({
      liveClassSlug: SEED_CATALOG.runningBatch.liveClassSlug,
      batchSlug: SEED_CATALOG.runningBatch.slug,
      batchName: 'Kelas Malam',
    });
    expect(Date.parse(batch.nextSessionAt ?? '')).toBeGreaterThan(Date.now());
    expect(batch.sessions.filter((session) => Date.parse(session.endsAt) < Date.now())).toHaveLength(1);
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
