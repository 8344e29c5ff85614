// Personal reads remembered for a few seconds (USER_CACHE_SECONDS): the navbar's unread-notification count and the
// member's cart are asked for on every page of every signed-in member, and their answers change only when a row of
// that member's changes. Several API processes share one database (docs/architecture.md): nothing remembered here may
// outlive a change made by another process, or by SQL behind the API's back:
// - the database itself says what changed. Triggers (migration 0009) on the tables behind each scope send
//   `NOTIFY akademi_user_data '<scope>:<userId>'` (or `'<scope>:*'` when a shared row such as a course's price
//   changed); PostgreSQL delivers it to every listening process when the writing transaction commits, and never
//   for a rolled-back one.
// - every process LISTENs on one connection; while that connection is not up it remembers nothing.
// - a read that raced a change is not stored (a generation counter bumped by every notification).
// - a write answered by this process is answered only after this process has heard of it: before a non-GET
//   response is sent, a marker is NOTIFYed and awaited; PostgreSQL delivers notifications in commit order, so
//   when the marker arrives, the write's own notifications have arrived too. Another process hears of it a few
//   milliseconds later. On PGlite (one process) notifications arrive before the statement returns.
// - the TTL is the safety net for a lost notification.
// Decision record: docs/decisions/0013-api-throughput.md.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isPostgresServer, sendNotification, type Database } from '../db/client';
import { keepListening } from '../db/kept-listener';

export const USER_DATA_CHANNEL = 'akademi_user_data';
export const USER_DATA_LISTENER_NAME = 'akademi-user-data-listener';
/** What the triggers of migration 0009 name; a scope is one kind of personal answer. */
export type UserDataScope = 'notifications' | 'cart';

const MARKER_PREFIX = 'marker:';
const MARKER_TIMEOUT_MS = 2000;
/** Bounded, so a flood of users cannot grow the map without limit. */
const MAX_USERS = 10_000;

interface Entry {
  value: unknown;
  cachedAt: number;
}

export interface UserCache {
  /** The remembered answer for (scope, user, key), or `load()`'s, remembered when nothing changed meanwhile. */
  read<T>(scope: UserDataScope, userId: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Resolves when every change committed before the call has reached this process (see above). */
  settle(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createUserCache(db: Database, ttlSeconds: number, log: FastifyBaseLogger): UserCache {
  /** `<scope>:<userId>` → key → entry. */
  const entries = new Map<string, Map<string, Entry>>();
  const markers = new Map<string, () => void>();
  const needsMarker = isPostgresServer(db);
  let generation = 0;

  function forget(payload: string) {
    generation += 1;
    const separator = payload.lastIndexOf(':');
    const scope = payload.slice(0, separator);
    const who = payload.slice(separator + 1);
    if (who !== '*') {
      entries.delete(payload);
      return;
    }
    for (const name of entries.keys()) if (name.startsWith(`${scope}:`)) entries.delete(name);
  }

  function forgetAll() {
    generation += 1;
    entries.clear();
  }

  function onMessage(payload: string) {
    if (payload.startsWith(MARKER_PREFIX)) {
      markers.get(payload)?.();
      return;
    }
    forget(payload);
  }

  // While a process is not listening it remembers nothing, and nobody waits for a marker that cannot arrive.
  const listener = keepListening(db, log, {
    channel: USER_DATA_CHANNEL,
    applicationName: USER_DATA_LISTENER_NAME,
    what: 'personal reads go to the database',
    onMessage,
    onUp: forgetAll,
    onDown() {
      forgetAll();
      for (const resolve of markers.values()) resolve();
    },
  });

  return {
    async read(scope, userId, key, load) {
      if (!listener.listening || ttlSeconds === 0) return load();
      const name = `${scope}:${userId}`;
      const entry = entries.get(name)?.get(key);
      if (entry && Date.now() - entry.cachedAt < ttlSeconds * 1000)
        return entry.value as Awaited<ReturnType<typeof load>>;
      const generationAtLoad = generation;
      const value = await load();
      if (listener.listening && generation === generationAtLoad) {
        let keys = entries.get(name);
        if (!keys) {
          if (entries.size >= MAX_USERS) entries.delete(entries.keys().next().value as string);
          keys = new Map();
          entries.set(name, keys);
        }
        keys.set(key, { value, cachedAt: Date.now() });
      }
      return value;
    },

    async settle() {
      if (!listener.listening || !needsMarker) return;
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // Not heard in time: whatever this process remembers may be stale, so it remembers nothing.
          log.warn('user-data marker not delivered in time; forgetting every personal read');
          forgetAll();
          done();
        }, MARKER_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          markers.delete(marker);
          resolve();
        };
        markers.set(marker, done);
      });
      try {
        await sendNotification(db, USER_DATA_CHANNEL, marker);
      } catch (error) {
        markers.get(marker)?.();
        forgetAll();
        log.warn({ err: error }, 'user-data marker could not be sent; forgetting every personal read');
        return;
      }
      await arrived;
    },

    async start() {
      if (ttlSeconds === 0) return;
      await listener.start();
    },

    close: () => listener.close(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    userCache: UserCache;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerUserCache(app: FastifyInstance) {
  const cache = createUserCache(app.db, app.config.userCacheSeconds, app.log);
  app.decorate('userCache', cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.close());
  // A write's answer leaves only once this process has heard of the write's changes (see the top of this file).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) await cache.settle();
    return payload;
  });
}
