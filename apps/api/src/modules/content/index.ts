// The content module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { contentRoutes as routes } from './routes';
export { staffContentRoutes as staffRoutes } from './staff-routes';
