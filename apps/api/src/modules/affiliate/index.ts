// What other modules use of the affiliate program: the live affiliate behind a referral code, for checkout.
export { liveAffiliateByCode } from './repository';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { affiliateRoutes as routes } from './routes';
export { staffAffiliateRoutes as staffRoutes } from './staff-routes';
