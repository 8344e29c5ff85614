// Request and answer schemas of the three login strategies (spec §7).
import {
  authUserSchema,
  googleValidateRequestSchema,
  loginRequestSchema,
  tokenInDataSchema,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export { googleValidateRequestSchema, loginRequestSchema };

/** Strategy 1: the token at the top level. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string().describe('Bearer token; kirim sebagai header Authorization: Bearer <token>'),
  data: z.object({ token_type: z.literal('Bearer'), expires_at: z.string().describe('ISO 8601, batas mutlak sesi') }),
});

/** Strategy 1: the user in `user` (and `data`). */
export const userResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: authUserSchema,
  data: authUserSchema,
});

/** Strategies 2 and 3: the user fields and the token together in `data`. */
export const tokenInDataResponseSchema = envelopeSchema(
  tokenInDataSchema.describe('Pengguna (seperti GET /api/users) ditambah token, token_type dan expires_at'),
);

/** Strategy 2: the user in `data`. */
export const legacyUserResponseSchema = envelopeSchema(authUserSchema);

export const logoutResponseSchema = envelopeSchema(z.null());

export const googleConfigResponseSchema = envelopeSchema(
  z.object({
    enabled: z.boolean().describe('false: tombol Login dengan Google tidak ditampilkan'),
    client_id: z.string().nullable().describe('Client ID Google Identity Services untuk tombol login'),
  }),
);
