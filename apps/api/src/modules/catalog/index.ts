// What other modules use of the catalogue: its path parameters and serving its media files (videos, HLS, files).
export {
  bundledMedia,
  DOWNLOAD_TYPES,
  HLS_TYPES,
  RANGE_NOT_SATISFIABLE,
  sendMediaFile,
  storedMediaFile,
  type MediaFile,
} from './media';
export { courseSlugParamsSchema, materialParamsSchema, slugSchema } from './schemas';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { catalogRoutes as routes } from './routes';
export { staffCatalogRoutes as staffRoutes } from './staff-routes';
