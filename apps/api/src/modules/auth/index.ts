// What other modules use of auth: rate limits, password hashing and rules, the login throttle's account subject,
// and the hash sessions and single-use tokens are stored under.
export { usernameBase } from './google-login';
export { ACCOUNT_CAPPED_MESSAGE, ACCOUNT_GUESS_CAP, accountSubject } from './login-throttle';
export { COMMON_PASSWORD_MESSAGE, hashPassword, verifyPassword } from './password';
export { bucketKey, createRateLimiter, type RateLimit } from './rate-limit';
export { ACCOUNT_DEACTIVATED_MESSAGE, EMAIL_NOT_VERIFIED_MESSAGE, hashToken, type SessionUser } from './service';
export { isWeakPassword } from './weak-passwords';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { authRoutes as routes } from './routes';
