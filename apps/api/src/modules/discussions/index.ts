// The discussions module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { discussionRoutes as routes } from './routes';
export { staffDiscussionRoutes as staffRoutes } from './staff-routes';
