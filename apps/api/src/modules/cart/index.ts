// The cart module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { cartRoutes as routes } from './routes';
