// Blog pictures (decision 0052): a cover or a picture in a post's body, a picture folder of their own
// (storage/pictures.ts): stored under `blog/`, served at `/api/blog/images/<yyyy>-<mm>-<32 hex>.<ext>`.
import { buffer } from 'node:stream/consumers';
import { bundledMedia } from '../catalog';
import { pictureFolder, type FileStorage } from '../storage';

export const blogPictures = pictureFolder('blog', '/api/blog/images/');

/**
 * The seed's one demo cover (a published post has it, so a fresh database shows a cover): a bundled file
 * (apps/api/media/demo/blog) under a well-formed name, never in UPLOAD_DIR.
 */
export const DEMO_BLOG_COVER_URL = `${blogPictures.urlPrefix}2026-01-de0000000000000000000000000000b1.jpg`;
const DEMO_COVERS: Record<string, string> = {
  [blogPictures.keyOf(DEMO_BLOG_COVER_URL) ?? '']: 'demo/blog/sampul-password.jpg',
};

/** A stored blog picture's bytes (the demo cover from the bundled media), or null when there is none. */
export async function readBlogImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const demo = DEMO_COVERS[key];
  if (!demo) return storage.get(key);
  const file = await bundledMedia(demo, { '.jpg': 'image/jpeg' });
  return file ? buffer(await file.open()) : null;
}
