// Request and answer schemas of the account calls. The request schemas are the shared ones of util-contracts (the
// web forms validate with them too), plus the guessable-password check, which only the API makes: its list is too
// big for the browser. Reset and change also refuse the owner's username or email, in the service (it knows them).
import {
  changePasswordRequestSchema as sharedChangePasswordSchema,
  emailRequestSchema,
  registerRequestSchema as sharedRegisterSchema,
  resetPasswordRequestSchema as sharedResetPasswordSchema,
  tokenRequestSchema,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { COMMON_PASSWORD_MESSAGE, isWeakPassword } from '../auth';

export { emailRequestSchema, tokenRequestSchema };

function refuseCommonPassword(value: { password: string }, ctx: z.RefinementCtx) {
  if (isWeakPassword(value.password))
    ctx.addIssue({ code: 'custom', path: ['password'], message: COMMON_PASSWORD_MESSAGE });
}

export const registerRequestSchema = sharedRegisterSchema.superRefine(refuseCommonPassword);
export const resetPasswordRequestSchema = sharedResetPasswordSchema.superRefine(refuseCommonPassword);
export const changePasswordRequestSchema = sharedChangePasswordSchema.superRefine(refuseCommonPassword);

const emailData = z.object({ email: z.string() });

export const emailDataResponseSchema = envelopeSchema(emailData);
export const emptyResponseSchema = envelopeSchema(z.null());
