// What other modules use of downloads: single-use download tokens (decision 0011), their schemas, and CSV.
export { toCsv } from './csv';
export { exportQuerySchema, exportTokenResponseSchema } from './schemas';
export { createDownloadTokens, DOWNLOAD_LINK_INVALID, DOWNLOAD_LINK_USED } from './service';
// The module's HTTP routes (the lab hand-off, decision 0036), registered by app.ts through modules/registry.ts.
export { downloadRoutes as routes } from './routes';
