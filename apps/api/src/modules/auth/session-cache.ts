// Bearer sessions remembered for a few seconds (SESSION_CACHE_SECONDS), so that a signed-in read does not pay a
// token query on every request. Several API processes share one database (docs/architecture.md), so what one process
// remembers must never outlive a revocation made by another: every revocation is broadcast with PostgreSQL
// NOTIFY on one channel, every process LISTENs on it, drops what it was told about, and acknowledges; the
// revoking request answers only after every listening process has acknowledged (or a short timeout passed).
// While a process is not listening (starting, or its LISTEN connection died) it remembers nothing and asks the
// database every time. Decision record: docs/decisions/0013-api-throughput.md.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { countListeners, sendNotification, type Database } from '../../db/client';
import { keepListening } from '../../db/kept-listener';

export const SESSION_CHANNEL = 'akademi_sessions';
/** The application_name of every process's LISTEN connection, so a revoker can count whom to wait for. */
export const LISTENER_APPLICATION_NAME = 'akademi-session-listener';
/** A process that has not acknowledged within this time is not waited for any longer (its cache lives at most TTL). */
const ACK_TIMEOUT_MS = 2000;
/** Bounded, so a flood of distinct tokens cannot grow the map without limit. */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  tokenId: number;
  userId: number;
  idRole: number;
  expiresAt: number;
  /** `last_used_at` as this process last knew it; another process may have moved it on since. */
  lastUsedAt: number;
}

/** What a revocation names: some tokens, or every token of a user except `keepTokenId`. */
export type Revocation = { tokenIds: number[] } | { userId: number; keepTokenId?: number };

type Message = { id: string; from: string; revoke: Revocation } | { ack: string; from: string };

export interface SessionCache {
  /** A remembered live session, or undefined (then ask the database). */
  get(tokenHash: string): CachedSession | undefined;
  /** Call before the database lookup; `remember` stores only if nothing was revoked in between. */
  generation(): number;
  remember(tokenHash: string, session: CachedSession, generationAtLookup: number): void;
  /** After the revocation is committed: forget here, tell every process, wait for their acknowledgements. */
  revoked(revocation: Revocation): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createSessionCache(db: Database, ttlSeconds: number, log: FastifyBaseLogger): SessionCache {
  const instanceId = randomUUID();
  const entries = new Map<string, CachedSession & { cachedAt: number }>();
  const waitingForAcks = new Map<string, { missing: number; done: () => void }>();
  let generation = 0;

  function forget(revocation: Revocation) {
    generation += 1;
    for (const [hash, session] of entries) {
      const matches =
        'tokenIds' in revocation
          ? revocation.tokenIds.includes(session.tokenId)
          : session.userId === revocation.userId && session.tokenId !== revocation.keepTokenId;
      if (matches) entries.delete(hash);
    }
  }

  function forgetAll() {
    generation += 1;
    entries.clear();
  }

  function onMessage(payload: string) {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if ('ack' in message) {
      const waiting = waitingForAcks.get(message.ack);
      if (waiting && (waiting.missing -= 1) <= 0) waiting.done();
      return;
    }
    // Our own broadcast: already forgotten before it was sent, and nobody waits for our acknowledgement.
    if (message.from === instanceId) return;
    forget(message.revoke);
    sendNotification(db, SESSION_CHANNEL, JSON.stringify({ ack: message.id, from: instanceId })).catch(
      (error: unknown) => {
        log.warn({ err: error }, 'session revocation acknowledgement failed');
      },
    );
  }

  // While a process is not listening it remembers nothing; on (re)connect it starts empty.
  const listener = keepListening(db, log, {
    channel: SESSION_CHANNEL,
    applicationName: LISTENER_APPLICATION_NAME,
    what: 'sessions are read from the database',
    onMessage,
    onUp: forgetAll,
    onDown: forgetAll,
  });

  async function waitForAcks(messageId: string, expected: number) {
    if (expected <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log.warn(
          { missing: waitingForAcks.get(messageId)?.missing },
          'session revocation not acknowledged by every instance in time',
        );
        waitingForAcks.delete(messageId);
        resolve();
      }, ACK_TIMEOUT_MS);
      waitingForAcks.set(messageId, {
        missing: expected,
        done: () => {
          clearTimeout(timer);
          waitingForAcks.delete(messageId);
          resolve();
        },
      });
    });
  }

  return {
    get(tokenHash) {
      if (!listener.listening || ttlSeconds === 0) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.cachedAt >= ttlSeconds * 1000) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },

    generation: () => generation,

    remember(tokenHash, session, generationAtLookup) {
      if (!listener.listening || ttlSeconds === 0 || generationAtLookup !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { ...session, cachedAt: Date.now() });
    },

    async revoked(revocation) {
      forget(revocation);
      // Every process that may remember the session must hear of it, including those that are not listening
      // yet: they start from an empty cache. On PGlite (one process) delivery happens before the NOTIFY returns.
      const id = randomUUID();
      const others = await countListeners(db, LISTENER_APPLICATION_NAME).catch(() => null);
      const expected = others === null ? 0 : others - (listener.listening ? 1 : 0);
      const acknowledged = waitForAcks(id, expected);
      await sendNotification(db, SESSION_CHANNEL, JSON.stringify({ id, from: instanceId, revoke: revocation }));
      await acknowledged;
    },

    async start() {
      if (ttlSeconds === 0) return;
      await listener.start();
    },

    close: () => listener.close(),
  };
}
