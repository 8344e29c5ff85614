// Decorates `app.jobs`: started when the app is ready (after every module defined its jobs), stopped when it closes.
import type { FastifyInstance } from 'fastify';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export function registerJobs(app: FastifyInstance) {
  const jobs = createJobQueue({
    db: app.db,
    log: app.log,
    workers: app.config.jobs.workers,
    pollSeconds: app.config.jobs.pollSeconds,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}
