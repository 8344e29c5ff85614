// The account calls of the accounts contract (ACCOUNT_PATHS): register, email verification, forgot/reset password,
// unsubscribe, change password. Login and sessions are in modules/auth.
import { ACCOUNT_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  changePasswordRequestSchema,
  emailDataResponseSchema,
  emailRequestSchema,
  emptyResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenRequestSchema,
} from './schemas';
import { createAccountsService, MESSAGES } from './service';

const tags = ['akun'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app);

  app.post(
    ACCOUNT_PATHS.register,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Daftar sebagai member; tautan verifikasi dikirim ke email',
        description: 'Email atau username yang sudah dipakai: 422 dengan data.errors per kolom. Password umum ditolak.',
        body: registerRequestSchema,
        response: { 201: emailDataResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const { name, username, email, password } = request.body;
      const registered = await accounts.register({ name, username, email, password }, request.ip);
      return reply.code(201).send(ok(registered, MESSAGES.registered));
    },
  );

  app.post(
    ACCOUNT_PATHS.resendVerification,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kirim ulang tautan verifikasi email',
        description: 'Jawabannya selalu sama, terdaftar atau tidak.',
        body: emailRequestSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await accounts.resendVerification(request.body.email, request.ip);
      return ok(null, MESSAGES.resendSent);
    },
  );

  app.post(
    ACCOUNT_PATHS.verifyEmail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verifikasi email dengan token dari tautan /auth-verification/{token}',
        description:
          'Juga tautan ganti email (keputusan 0023): alamat baru menjadi email akun; 409 bila sudah dipakai akun lain.',
        body: tokenRequestSchema,
        response: { 200: emailDataResponseSchema, ...errorResponses(400, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const verified = await accounts.verifyEmail(request.body.token);
      return ok({ email: verified.email }, verified.message);
    },
  );

  app.post(
    ACCOUNT_PATHS.forgotPassword,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Minta tautan untuk mengatur ulang password',
        description: 'Jawabannya selalu sama, terdaftar atau tidak.',
        body: emailRequestSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, request.ip);
      return ok(null, MESSAGES.forgotSent);
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Atur password baru dengan token dari tautan /reset-password?token=…',
        description: 'Tautan sekali pakai dan kedaluwarsa; semua sesi akun diakhiri (data.reason password_changed).',
        body: resetPasswordRequestSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 404, 410, 422) },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password, request.ip);
      return ok(null, MESSAGES.resetDone);
    },
  );

  app.post(
    ACCOUNT_PATHS.unsubscribe,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Berhenti menerima email pemberitahuan (token bertanda tangan dari tautan /unsubscribe?token=…)',
        description: 'Email verifikasi dan atur ulang password tetap dikirim. Boleh diulang.',
        body: tokenRequestSchema,
        response: { 200: emailDataResponseSchema, ...errorResponses(400, 404, 410, 422) },
      },
    },
    async (request) => ok(await accounts.unsubscribe(request.body.token), MESSAGES.unsubscribed),
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Ganti password (semua peran)',
        description: 'Sesi lain akun ini diakhiri (data.reason password_changed); sesi ini tetap berlaku.',
        body: changePasswordRequestSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 419, 422, 429) },
      },
    },
    async (request) => {
      await accounts.changePassword(sessionOf(request), request.body, request.ip);
      return ok(null, MESSAGES.passwordChanged);
    },
  );
};
