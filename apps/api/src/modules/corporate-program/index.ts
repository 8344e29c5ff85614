// The corporate-program module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { corporateRoutes as routes } from './routes';
