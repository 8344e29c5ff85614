// The member-profile module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { memberProfileRoutes as routes } from './routes';
