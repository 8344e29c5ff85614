// The member-profile module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts, and
// the avatar of any account, which the staff's profile (modules/staff-profile) uses too.
export { memberProfileRoutes as routes } from './routes';
export { AVATAR_MESSAGES, AVATAR_UPLOAD_LIMITS, createAvatars, readAvatarUpload } from './avatars';
