// The lab hand-off's two routes (decision 0036, lab-handoff.ts): a code for the caller's session, through the token
// helper of spec §7, and the exchange of that code for a session of the lab's own.
import { LAB_NO_ACCESS_MESSAGE, LAB_PATHS, type TokenInData } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { createLabHandoff, LAB_HANDOFF_MESSAGES } from './lab-handoff';
import { exportTokenResponseSchema, labHandoffBodySchema, labHandoffSessionResponseSchema } from './schemas';

const tags = ['lab'];

export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const handoff = createLabHandoff(app.db);

  app.get(
    LAB_PATHS.handoffCode,
    {
      // A GET that writes (the code's row), like every token of the helper: suites and the CSRF check see a write.
      config: { access: ['member', 'teacher'], changesState: true },
      schema: {
        tags,
        summary: 'Kode sekali pakai (60 detik) untuk membuka lab dengan sesi ini; guru tanpa akses lab: 403',
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (session.role === 'teacher') {
        const user = await app.auth.currentUser(session);
        if (user.teacher?.is_access_lab !== true) throw new ApiError(403, LAB_NO_ACCESS_MESSAGE);
      }
      return ok(await handoff.issue(session));
    },
  );

  app.post(
    LAB_PATHS.handoffSession,
    {
      // Public: the code stands for the session that asked for it (one use, 60 seconds, that session still live).
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Menukar kode lab dengan sesi baru milik pengguna yang sama (404 kode tidak dikenal, 410 terpakai)',
        body: labHandoffBodySchema,
        response: { 200: labHandoffSessionResponseSchema, ...errorResponses(400, 404, 410, 422) },
      },
    },
    async (request) => {
      const { userId, sessionId } = await handoff.claim(request.body.code);
      const origin = await app.auth.liveSession(sessionId);
      if (!origin || origin.id !== userId) throw new ApiError(410, LAB_HANDOFF_MESSAGES.used);
      const issued = await app.auth.issueSession(origin, request.headers['user-agent']);
      const data: TokenInData = {
        ...(await app.auth.currentUser(issued.session)),
        token: issued.token,
        token_type: 'Bearer',
        expires_at: issued.expiresAt.toISOString(),
      };
      return ok(data, LAB_HANDOFF_MESSAGES.signedIn);
    },
  );
};
