// The lab module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { labRoutes as routes } from './routes';
export { staffLabRoutes as staffRoutes } from './staff-routes';
