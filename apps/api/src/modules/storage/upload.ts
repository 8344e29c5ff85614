// One uploaded file from a multipart/form-data body (decision 0012's rules, shared by uploads): exactly one part named
// `file`, fully read within the size limit, its type decided by its first bytes — never by the name or the declared
// type. Every refusal is a 4xx with an Indonesian message; the route's scope registers @fastify/multipart itself.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';

export interface UploadMessages {
  missing: string;
  tooLarge: string;
  wrongType: string;
  notMultipart: string;
}

export interface DetectedType {
  contentType: string;
  extension: string;
}

export interface UploadedFile extends DetectedType {
  bytes: Buffer;
  /** The name the browser sent, untrusted: only ever a label. */
  filename: string | undefined;
}

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export async function readUploadedFile(
  request: FastifyRequest,
  detect: (bytes: Buffer) => DetectedType | null,
  messages: UploadMessages,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ApiError(415, messages.notMultipart);
  let part;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') throw new ApiError(422, messages.missing);
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_CODES.has(code)) throw new ApiError(413, messages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, messages.notMultipart);
    // A broken multipart body (no boundary, cut short): the client's fault, not the server's.
    throw new ApiError(400, 'Data unggahan rusak atau tidak lengkap. Silakan unggah ulang.');
  }
  if (bytes.length === 0) throw new ApiError(422, messages.missing);
  const type = detect(bytes);
  if (!type) throw new ApiError(422, messages.wrongType);
  return { bytes, ...type, filename: part.filename };
}
