// The site-config module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { siteConfigRoutes as routes } from './routes';
