// What other modules use of orders: granting what was bought or activated, the checkout's pricing (the cart quotes
// with it), the proof file's type sniffing, and the schemas the cart shares with checkout.
export { extendSubscription, grantBatch, grantCourse, type GrantSource } from './grants';
export {
  applyPromo,
  assertBatchOpen,
  findPublishedBatch,
  findPublishedCourse,
  inBatch,
  orderAmounts,
  ownsCourse,
  priceItems,
} from './pricing';
export { conflictResponse, promoCheckBodySchema, promoQuoteResponseSchema } from './schemas';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { orderRoutes as routes } from './routes';
export { staffOrderRoutes as staffRoutes } from './staff-routes';
