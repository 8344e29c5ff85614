// What a manager does to employees (decision 0047): POST …/member/:batchId/group/:corporateId/reminders (one employee)
// and …/reminders/inactive (every inactive one), GET /api/corporate/reset-password/employees (whom they may reset) and
// POST /api/corporate/reset-password (a set-password link to one of them).
import { employeeChoiceSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope';
import { searchTermSchema } from '../../plugins/request-schemas';
import { createReminders } from './manager-reminders';
import { createPasswordResets, RESET_SEARCH_MIN } from './manager-reset';
import { reminderResponseSchema } from './members-schemas';
import { dashboardParamsSchema } from './schemas';

const managers = { access: ['corporate'] as const };
const tags = ['corporate'];

/** Fewer than RESET_SEARCH_MIN characters find nobody: the page asks for more. */
export const resetCandidatesQuerySchema = z.object({
  q: searchTermSchema.describe(`Nama, username atau email karyawan (minimal ${RESET_SEARCH_MIN} huruf)`),
});

export const managerActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const reminders = createReminders(app);
  const resets = createPasswordResets(app);

  app.post(
    '/api/corporate/member/:batchId/group/:corporateId/reminders',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Kirim pengingat (notifikasi dan email) ke satu karyawan; sekali dalam 24 jam (akses penuh saja)',
        params: dashboardParamsSchema,
        // Checked after the manager's access (requiredBody), so that another company's manager learns nothing.
        body: employeeChoiceSchema.nullish(),
        response: { 200: reminderResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      const { result, message } = await reminders.one(sessionOf(request).id, batchId, corporateId, request.body);
      return ok(result, message);
    },
  );

  app.post(
    '/api/corporate/member/:batchId/group/:corporateId/reminders/inactive',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Kirim pengingat ke semua karyawan tidak aktif yang belum diingatkan dalam 24 jam',
        params: dashboardParamsSchema,
        response: { 200: reminderResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      const { result, message } = await reminders.allInactive(sessionOf(request).id, batchId, corporateId);
      return ok(result, message);
    },
  );

  app.get(
    '/api/corporate/reset-password/employees',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Cari karyawan perusahaan yang dikelola untuk diatur ulang password-nya (maks. 10)',
        querystring: resetCandidatesQuerySchema,
        response: {
          200: envelopeSchema(
            z.array(z.object({ username: z.string(), name: z.string(), email: z.string(), company: z.string() })),
          ),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => ok(await resets.candidates(sessionOf(request).id, request.query.q ?? '')),
  );

  app.post(
    '/api/corporate/reset-password',
    {
      config: managers,
      schema: {
        tags,
        summary:
          'Atur ulang password karyawan: tautan untuk membuat password baru dikirim ke email-nya, semua sesinya ' +
          'diakhiri, dan dicatat (manajer tidak melihat atau memilih password)',
        body: employeeChoiceSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => ok(null, await resets.reset(sessionOf(request).id, request.body.username)),
  );
};
