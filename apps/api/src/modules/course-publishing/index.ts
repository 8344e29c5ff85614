// Building, reviewing and publishing catalogue courses (decision 0053): drafts, working copies of published courses,
// submissions and their review, and the versions an approval makes.
export { publishingRoutes as routes } from './routes';
