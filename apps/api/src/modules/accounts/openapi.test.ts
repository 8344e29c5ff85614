import { ACCOUNT_PATHS } from '@akademi-siber/util-contracts';
import { buildTestApp, type TestApp } from '../../test/helpers';

interface Operation {
  summary?: string;
  security?: unknown;
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
}

describe('OpenAPI document (/api/docs) for the account and login routes', () => {
  let harness: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    harness = await buildTestApp();
    paths = (await harness.app.inject({ url: '/api/docs' })).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => harness.close());

  const operations: [string, string, string[]][] = [
    [ACCOUNT_PATHS.register, 'post', ['name', 'username', 'email', 'password', 'password_confirmation']],
    [ACCOUNT_PATHS.resendVerification, 'post', ['email']],
    [ACCOUNT_PATHS.verifyEmail, 'post', ['token']],
    [ACCOUNT_PATHS.forgotPassword, 'post', ['email']],
    [ACCOUNT_PATHS.resetPassword, 'post', ['token', 'password', 'password_confirmation']],
    [ACCOUNT_PATHS.unsubscribe, 'post', ['token']],
    [ACCOUNT_PATHS.changePassword, 'post', ['current_password', 'password', 'password_confirmation']],
    [ACCOUNT_PATHS.legacyLogin, 'post', ['email', 'password']],
    [ACCOUNT_PATHS.legacyUser, 'get', []],
    [ACCOUNT_PATHS.legacyLogout, 'get', []],
    [ACCOUNT_PATHS.googleValidate, 'post', ['credential']],
    [ACCOUNT_PATHS.googleConfig, 'get', []],
    [ACCOUNT_PATHS.csrfCookie, 'get', []],
  ];

  it.each(operations)('documents %s (%s) with its summary and request body', (path, method, required) => {
    const operation = paths[path]?.[method];
    expect(operation?.summary).toBeTruthy();
    if (required.length > 0)
      expect(operation?.requestBody?.content['application/json'].schema.required).toEqual(required);
  });

  it('says which calls need a bearer token, and that a 401 may carry data.reason', () => {
    expect(paths[ACCOUNT_PATHS.changePassword].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths[ACCOUNT_PATHS.register].post.security).toBeUndefined();
    expect(JSON.stringify(paths[ACCOUNT_PATHS.changePassword].post.responses['401'])).toContain('password_changed');
    expect(paths[ACCOUNT_PATHS.csrfCookie].get.responses['204']).toBeDefined();
  });
});
