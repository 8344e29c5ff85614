// The health module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { healthRoutes as routes } from './routes';
