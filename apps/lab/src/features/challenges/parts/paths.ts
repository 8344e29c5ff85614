/** The lab's challenge addresses (decision 0036). */
export const CATALOGUE_PATH = '/lab';
export const challengePath = (slug: string) => `/lab/ctf/${encodeURIComponent(slug)}`;
