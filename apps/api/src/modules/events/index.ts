// The events module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { eventRoutes as routes } from './routes';
export { staffEventRoutes as staffRoutes } from './staff-routes';
