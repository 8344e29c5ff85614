// The subscriptions module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { subscriptionRoutes as routes } from './routes';
export { staffSubscriptionRoutes as staffRoutes } from './staff-routes';
