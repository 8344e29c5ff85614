// Answers and path parameters of the member-profile routes (decision 0023); request bodies are util-contracts'.
import { legacyProfileSchema, memberProfileSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../../plugins/envelope';
import { AVATAR_FILE_PATTERN } from './avatar-file';

export const memberProfileResponseSchema = envelopeSchema(memberProfileSchema);
export const legacyProfileResponseSchema = envelopeSchema(legacyProfileSchema.nullable());
export const emptyResponseSchema = envelopeSchema(z.null());

/** Anything that is not an avatar file name finds no avatar (404, never 422): the URL is public and cacheable. */
export const avatarParamsSchema = z.object({ avatarFile: z.string().max(200) });
export const isAvatarFile = (value: string) => AVATAR_FILE_PATTERN.test(value);

export const uploadErrorResponses = {
  413: errorEnvelopeSchema.describe('File melebihi batas ukuran'),
  415: errorEnvelopeSchema.describe('Bukan multipart/form-data'),
};
