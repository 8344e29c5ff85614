// The activation module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { activationRoutes as routes } from './routes';
export { staffActivationRoutes as staffRoutes } from './staff-routes';
