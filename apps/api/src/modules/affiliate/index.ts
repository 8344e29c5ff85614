// What other modules use of the affiliate program: the live affiliate behind a referral code, for checkout.
export { liveAffiliateByCode } from './repository';
