// The profiles module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { profileRoutes as routes } from './routes';
