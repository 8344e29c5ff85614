// Orders without a proof expire after ORDER_EXPIRY_HOURS (decision 0012). One conditional UPDATE that also writes
// the history rows: running it twice, or on several API instances at once, expires each order exactly once
// (PostgreSQL re-checks `status = 'pending'` on a row another transaction just changed).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export const EXPIRY_NOTE = 'Batas waktu pembayaran terlewati.';

/** Expires every pending order past its deadline; returns how many. */
export async function expireOverdueOrders(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with expired as (
      update orders set status = 'expired'
      where status = 'pending' and expires_at < now()
      returning id
    )
    insert into order_status_events (order_id, from_status, to_status, actor_id, note)
    select id, 'pending', 'expired', null, ${EXPIRY_NOTE} from expired
    returning order_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Runs the sweep every `seconds` in this process; the timer never keeps the process alive and stops on close. */
export function startExpirySweep(app: FastifyInstance, seconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdueOrders(app.db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'orders expired');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
