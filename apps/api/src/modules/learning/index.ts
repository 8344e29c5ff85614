// What other modules use of learning: completing a course (after an exam is passed), whether its exam is passed,
// and the course player's access checks (discussions ask them).
export { COURSE_COMPLETION_AWARD, completeCourseIfDone } from './completion';
export { hasPassedExam } from './exam-status';
export { openBatchContent, progressPercent } from './repository';
export { createLearningService } from './service';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { learningRoutes as routes } from './routes';
