// The rewards module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { rewardRoutes as routes } from './routes';
export { staffRewardRoutes as staffRoutes } from './staff-routes';
