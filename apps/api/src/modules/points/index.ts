// What other modules use of points: giving points and XP inside their own transaction.
export { awardPoints, type PointAward } from './service';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { pointsRoutes as routes } from './routes';
