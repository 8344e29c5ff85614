/**
 * Course discussions as the staff see them (decision 0021): the list and the thread views the author remote
 * (`/author/kelas/{courseSlug}`) and the admin remote (`/admin/diskusi`) share, with their calls and the parts every
 * discussion page shows the same way. Only remote pages import this lib (it is not a shared singleton: it holds no
 * state of its own, its endpoints join the one API slice), so the shell's eager bundle does not carry it.
 *
 * Two subpaths keep what a page loads small: `./staff-api` is the calls alone (the admin home's "Diskusi kelas"
 * count, without the views, their forms and zod), `./parts` the byline, text and search the member's discussion
 * pages share with the staff's (without the staff's endpoints).
 */
export * from './lib/staff-discussions';
