// Request and answer schemas of login strategy 1 (spec §7).
import { authUserSchema, loginRequestSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export { loginRequestSchema };

export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string().describe('Bearer token; kirim sebagai header Authorization: Bearer <token>'),
  data: z.object({ token_type: z.literal('Bearer'), expires_at: z.string().describe('ISO 8601, batas mutlak sesi') }),
});

export const userResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: authUserSchema,
  data: authUserSchema,
});

export const logoutResponseSchema = envelopeSchema(z.null());
