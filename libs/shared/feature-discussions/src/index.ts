/**
 * Course discussions as the staff see them (docs/product.md, "Learning"; decision 0021), shared by the author remote
 * (`/author/kelas/{courseSlug}`, one of the author's courses) and the admin remote (`/admin/diskusi`, every course):
 * the list and one thread, with their calls. The API is the same under both prefixes (`/api/author`, `/api/lcadm`).
 *
 * Only remote pages import this lib, so the shell's eager bundle does not carry it; it is not a shared singleton (it
 * holds no state of its own: its endpoints join the one API slice). Two subpaths keep what a page loads small:
 * `./staff-api` is the calls alone (the admin home's "Diskusi kelas" count, without the views, their forms and zod),
 * `./parts` the byline, text and search the member's discussion pages share with the staff's.
 */
export { DiscussionByline, DiscussionText } from './lib/discussion-parts';
export * from './lib/staff-discussion-list';
export * from './lib/staff-discussion-thread';
export * from './lib/staff-discussions-api';
export * from './lib/staff-thread-badges';
