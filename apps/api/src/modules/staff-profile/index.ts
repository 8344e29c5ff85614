// The staff-profile module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { staffProfileRoutes as routes } from './routes';
