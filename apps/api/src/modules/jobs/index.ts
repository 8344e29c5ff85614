// What other modules use of the job queue (decision 0051): define a job while the app is built, send it later.
export { registerJobs } from './register';
export { createJobQueue, installJobSchema, type JobDefinition, type JobQueue, type JobState } from './queue';
