// Public profile at `/{username}` (spec §2): the answer and its path parameter.
import { publicProfileSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

/** Any text is accepted here: a value that cannot be a username simply finds no profile (404, never 422). */
export const profileParamsSchema = z.object({ username: z.string().max(200) });

export const publicProfileResponseSchema = envelopeSchema(publicProfileSchema);
