// The server's log: pino (Fastify's logger) at LOG_LEVEL, one line per request instead of Fastify's two
// ("incoming request" + "request completed", now one line carrying both), written to stdout asynchronously so
// that a busy server batches many lines into one write instead of one blocking write per line. Flushed
// synchronously on exit, so nothing logged before a shutdown is lost. Decision record:
// docs/decisions/0013-api-throughput.md.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../config';

type Destination = ReturnType<typeof pino.destination>;

let stdoutDestination: Destination | null = null;

function asyncStdout(): Destination {
  if (!stdoutDestination) {
    const destination = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => destination.flushSync());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}

/** Fastify's request lines, folded into one written when the answer has gone. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said by requestCompleted, together with the outcome.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify's `logger` and `logController` options for a level. */
export function loggerOptions(level: LogLevel): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new OneLinePerRequest();
  if (level === 'silent') return { logger: { level }, logController };
  return { logger: { level, stream: asyncStdout() }, logController };
}
