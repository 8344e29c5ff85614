// What other modules use of storage: the file store, reading an upload, cleaning images, the staff's picture
// folders, checking PDFs, and the demo files the seed and the tests use.
export { receiptPdf, solidPng } from './demo-files';
export { contentDisposition, detectFileType } from './file-type';
export { stripImageMetadata } from './image-metadata';
export { inspectPdf, type PdfVerdict } from './pdf-inspection';
export {
  createLocalStorage,
  createS3Storage,
  createStorage,
  isStorageKey,
  type FileStorage,
  type S3StorageOptions,
} from './storage';
export {
  detectPictureType,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  pictureFolder,
  pictureParamsSchema,
  pictureResponseSchema,
  PICTURE_UPLOAD_LIMITS,
  readPicture,
  sendPicture,
  type PictureFolder,
} from './pictures';
export { readUploadedFile, type DetectedType, type UploadedFile } from './upload';
