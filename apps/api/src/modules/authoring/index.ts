// Authoring a content course (issue 18, decision 0042): modules, materials with their files and videos, quizzes,
// tests and the question bank, for the content's author or an admin. The course player (modules/learning) reads an
// uploaded material's files through `createMaterialMedia`.
export { createMaterialMedia, type MaterialMedia } from './media';
export { authoringRoutes as routes } from './routes';
// A readable slug from a title: the admin's blog categories (modules/content) make theirs the same way.
export { slugFromTitle } from './slug';
// The course builder (modules/course-publishing, decision 0053) reads a content's outline, removes unshared files
// and checks the same edit lock as the editor's routes.
export { assertContentWritable, EDIT_LOCK_MESSAGES } from './edit-lock';
export { removeStoredFiles, sharedFileStorage, type MaterialStorage } from './material-files';
export { readOutline } from './outline-repository';
export { uniqueSlug } from './slug';
// The author's outline's shapes, for the admins' review of a submitted course (modules/course-publishing).
export { authoredAssessmentSchema, authoredModuleSchema } from './schemas';
