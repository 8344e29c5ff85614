// A download through a single-use token (decision 0011): the answer that hands out the token, and the query of the
// download itself. Used by every CSV export and file download that a plain browser request fetches.
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { DOWNLOAD_LINK_INVALID } from './service';

export const exportTokenResponseSchema = envelopeSchema(
  z.object({ token: z.string(), expires_in: z.number().int().describe('Detik') }),
);

export const exportQuerySchema = z.object({
  token: z.string({ error: DOWNLOAD_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, { error: DOWNLOAD_LINK_INVALID }),
});
