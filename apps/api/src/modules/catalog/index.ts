// What other modules use of the catalogue: its path parameters and serving its media files (videos, HLS, files).
export { bundledMedia, DOWNLOAD_TYPES, HLS_TYPES, RANGE_NOT_SATISFIABLE, sendMediaFile, type MediaFile } from './media';
export { courseSlugParamsSchema, materialParamsSchema, slugSchema } from './schemas';
