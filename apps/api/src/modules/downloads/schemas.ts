// A download through a single-use token (decision 0011): the answer that hands out the token, and the query of the
// download itself. Used by every CSV export and file download that a plain browser request fetches.
import { tokenInDataSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { LAB_HANDOFF_MESSAGES } from './lab-handoff';
import { DOWNLOAD_LINK_INVALID } from './service';

export const exportTokenResponseSchema = envelopeSchema(
  z.object({ token: z.string(), expires_in: z.number().int().describe('Detik') }),
);

export const exportQuerySchema = z.object({
  token: z.string({ error: DOWNLOAD_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, { error: DOWNLOAD_LINK_INVALID }),
});

/** `POST /api/lab-handoff/session`: the code from the lab's address (`/lab/auth/<code>`). */
export const labHandoffBodySchema = z.strictObject(
  {
    code: z
      .string({ error: LAB_HANDOFF_MESSAGES.invalid })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: LAB_HANDOFF_MESSAGES.invalid }),
  },
  { error: LAB_HANDOFF_MESSAGES.invalid },
);

/** The new session: the user fields and the token together in `data`, as login strategies 2 and 3 answer. */
export const labHandoffSessionResponseSchema = envelopeSchema(
  tokenInDataSchema.describe('Pengguna (seperti GET /api/users) ditambah token sesi baru, token_type dan expires_at'),
);
