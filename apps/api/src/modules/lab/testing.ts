// Test fixtures of the lab (used by test files only): everything that must never appear in an API answer — the demo
// flags and step answers, their stored hashes, the regex patterns — and a way to scan answers for them.
import type { RoleName } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { DEV_APP_SECRET, derivedLabFlagSecret, type AppConfig } from '../../config';
import { labFlags } from '../../db/schema';
import { LAB_DEMO_FLAGS, SEED_CHALLENGES, SEED_EXERCISES } from '../../db/seed-lab-data';
import { bearer, buildTestApp, demoAccount, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, issueToken, userIdByEmail } from '../../test/ownership';
import { answerHash, flagHash, perUserFlag } from './flags';

/** The flag secret of the test configuration (testConfig leaves APP_SECRET at its development default). */
export const TEST_LAB_SECRET = derivedLabFlagSecret(DEV_APP_SECRET);

/** The seeded secrets: flags, flag-kind step answers, regex patterns, and every hash the seed stores of them. */
export function seededLabSecrets(secret = TEST_LAB_SECRET): string[] {
  const flags = [
    ...Object.values(LAB_DEMO_FLAGS),
    ...SEED_EXERCISES.flatMap((exercise) => exercise.steps.filter((step) => step.answerKind === 'flag')).map(
      (step) => step.answer,
    ),
  ];
  const patterns = SEED_CHALLENGES.flatMap((challenge) => challenge.flags)
    .filter((flag) => flag.kind === 'regex' && flag.value)
    .map((flag) => flag.value ?? '');
  const hashes = [
    ...SEED_CHALLENGES.flatMap((challenge) => challenge.flags)
      .filter((flag) => flag.kind === 'static' && flag.value)
      .map((flag) => flagHash(secret, flag.value ?? '', flag.caseInsensitive ?? false)),
    ...SEED_EXERCISES.flatMap((exercise) => exercise.steps).map((step) => answerHash(secret, step.answer, true)),
  ];
  return [...flags, ...patterns, ...hashes];
}

const SEEDED = seededLabSecrets();

/** The secrets found in an answer body (case-insensitively: a flag may be matched without regard to case). */
export function labSecretsIn(body: string, extra: readonly string[] = []): string[] {
  const text = body.toLowerCase();
  return [...SEEDED, ...extra].filter((secret) => secret.length >= 8 && text.includes(secret.toLowerCase()));
}

/**
 * A lab test file's fixture: one app, the demo member's and an admin's sessions, `send` (as the member unless given
 * another token), `player` (a new member with a session), and — when the file ends — a scan of every answer `send`
 * received for the seeded secrets and for every player's per-user flags. Call it at the top of a `describe`.
 */
export interface LabSuite {
  harness: TestApp;
  member: string;
  admin: string;
  send(method: HTTPMethods, url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  player(username: string, role?: RoleName): Promise<{ id: number; token: string }>;
  /** Every user id `player` made, for the per-user flags scan. */
  playerIds: number[];
  /** Every answer body `send` received (a file may scan them for secrets of its own). */
  bodies: string[];
}

export function labSuite(overrides: Partial<AppConfig> = {}): LabSuite {
  const bodies: string[] = [];
  const suite: LabSuite = {
    harness: undefined as unknown as TestApp,
    member: '',
    admin: '',
    playerIds: [],
    bodies,
    async send(method, url, payload, token = suite.member) {
      const response = await suite.harness.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      bodies.push(response.body);
      return response;
    },
    async player(username, role = 'member') {
      const account = await createAccount(suite.harness.db, role, username);
      suite.playerIds.push(account.id);
      return { id: account.id, token: await issueToken(suite.harness.db, account.id) };
    },
  };
  beforeAll(async () => {
    suite.harness = await buildTestApp(overrides);
    suite.member = await loginAs(suite.harness.app, 'member');
    suite.admin = await loginAs(suite.harness.app, 'admin');
  });
  afterAll(async () => {
    try {
      const perUserChallenges = await suite.harness.db
        .select({ id: labFlags.challengeId })
        .from(labFlags)
        .where(eq(labFlags.kind, 'per_user'));
      const memberId = await userIdByEmail(suite.harness.db, demoAccount('member').email);
      const perUserFlags = [memberId, ...suite.playerIds].flatMap((userId) =>
        perUserChallenges.map((challenge) => perUserFlag(TEST_LAB_SECRET, userId, challenge.id)),
      );
      const leaks = bodies.flatMap((body) => labSecretsIn(body, perUserFlags).map((secret) => `${secret}: ${body}`));
      expect(leaks).toEqual([]);
      expect(bodies.length).toBeGreaterThan(0);
    } finally {
      await suite.harness.close();
    }
  });
  return suite;
}
