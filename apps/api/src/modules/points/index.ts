// What other modules use of points: giving points and XP inside their own transaction.
export { awardPoints, type PointAward } from './service';
