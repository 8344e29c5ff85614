// A LISTEN connection kept up for the life of the process: started once, reconnected a second after it is lost,
// closed with the app. What a process remembers because of what it hears (the session cache, the personal-read
// cache) is only safe while it hears everything, so the owner is told when listening starts (`onUp`: start from
// nothing, whatever happened meanwhile is unknown) and when it stops (`onDown`: forget, ask the database).
import type { FastifyBaseLogger } from 'fastify';
import { listenForNotifications, type Database, type NotificationListener } from './client';

const RECONNECT_DELAY_MS = 1000;

export interface KeptListenerOptions {
  channel: string;
  /** Seen by every process as the same name, so a sender can count the listeners (countListeners). */
  applicationName: string;
  /** For the log lines: what stops working while the connection is down. */
  what: string;
  onMessage(payload: string): void;
  onUp(): void;
  onDown(): void;
}

export interface KeptListener {
  readonly listening: boolean;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function keepListening(db: Database, log: FastifyBaseLogger, options: KeptListenerOptions): KeptListener {
  let listener: NotificationListener | null = null;
  let listening = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  function onLost() {
    listening = false;
    options.onDown();
    if (closed) return;
    log.warn(`${options.channel} listener lost; ${options.what} until it is back`);
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  }

  async function connect() {
    if (closed) return;
    try {
      const opened = await listenForNotifications(db, {
        channel: options.channel,
        applicationName: options.applicationName,
        onMessage: options.onMessage,
        onLost,
      });
      if (closed) {
        await opened.close();
        return;
      }
      listener = opened;
      options.onUp();
      listening = true;
    } catch (error) {
      log.warn({ err: error }, `${options.channel} listener could not start; retrying`);
      onLost();
    }
  }

  return {
    get listening() {
      return listening;
    },
    start: connect,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(reconnectTimer);
      options.onDown();
      await listener?.close();
      listener = null;
    },
  };
}
