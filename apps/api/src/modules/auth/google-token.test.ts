import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleClaims, newTestKey, signIdToken, type TestKey } from '../../test/google-tokens';
import { TEST_GOOGLE_CLIENT_ID } from '../../test/helpers';
import { createGoogleVerifier, GoogleKeysUnavailableError, GoogleTokenError, parseJwks } from './google-token';

/** Google's JWKS endpoint, played by a server on the loopback address: counts fetches, serves what the test sets. */
function jwksServer() {
  const state = { keys: [] as TestKey[], fetches: 0, status: 200 };
  const server: Server = createServer((_request, response) => {
    state.fetches += 1;
    response.writeHead(state.status, { 'content-type': 'application/json', 'cache-control': 'public, max-age=19000' });
    response.end(JSON.stringify({ keys: state.keys.map((key) => key.publicJwk) }));
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Google ID token verification against a JWKS URL', () => {
  const first = newTestKey('pertama');
  const rotated = newTestKey('kedua');
  const google = jwksServer();
  let url: string;

  beforeAll(async () => {
    url = await google.start();
  });
  afterAll(() => google.stop());
  beforeEach(() => {
    google.state.fetches = 0;
    google.state.status = 200;
    google.state.keys = [first];
  });

  const verifier = () => createGoogleVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: url, jwksFile: undefined });

  it('fetches the keys once and verifies from the cache afterwards', async () => {
    const check = verifier();
    await expect(check.verify(signIdToken(first, googleClaims({ sub: 'a' })))).resolves.toMatchObject({
      sub: 'a',
      email: 'siti.google@gmail.com',
    });
    await check.verify(signIdToken(first, googleClaims({ sub: 'b' })));
    expect(google.state.fetches).toBe(1);
  });

  it('fetches again for a rotated key, but an unknown kid cannot make it fetch more than once a minute', async () => {
    const check = verifier();
    await check.verify(signIdToken(first, googleClaims()));
    google.state.keys = [first, rotated];
    // The rotated key arrived less than a minute after the last fetch: refused until the next fetch is allowed.
    await expect(check.verify(signIdToken(rotated, googleClaims()))).rejects.toBeInstanceOf(GoogleTokenError);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(check.verify(signIdToken(first, googleClaims(), { kid: `acak-${attempt}` }))).rejects.toBeInstanceOf(
        GoogleTokenError,
      );
    }
    expect(google.state.fetches).toBe(1);

    const later = verifier();
    await expect(later.verify(signIdToken(rotated, googleClaims()))).resolves.toMatchObject({
      sub: '109876543210987654321',
    });
  });

  it('reports keys it cannot fetch as unavailable, not as a bad token', async () => {
    google.state.status = 500;
    await expect(verifier().verify(signIdToken(first, googleClaims()))).rejects.toBeInstanceOf(
      GoogleKeysUnavailableError,
    );
    const closed = createGoogleVerifier({
      clientId: TEST_GOOGLE_CLIENT_ID,
      jwksUrl: 'http://127.0.0.1:9/certs',
      jwksFile: undefined,
    });
    await expect(closed.verify(signIdToken(first, googleClaims()))).rejects.toBeInstanceOf(GoogleKeysUnavailableError);
  });

  it('refuses everything when no client id is configured', async () => {
    const unconfigured = createGoogleVerifier({ clientId: undefined, jwksUrl: url, jwksFile: undefined });
    await expect(unconfigured.verify(signIdToken(first, googleClaims()))).rejects.toBeInstanceOf(GoogleTokenError);
    expect(google.state.fetches).toBe(0);
  });

  it('keeps only RSA signing keys of at least 2048 bits, and skips malformed ones', () => {
    const weak = newTestKey('lemah', 1024);
    const keys = parseJwks({
      keys: [
        first.publicJwk,
        weak.publicJwk,
        { ...rotated.publicJwk, use: 'enc' },
        { ...rotated.publicJwk, kid: 'hs', alg: 'HS256' },
        { kty: 'RSA', kid: 'rusak', n: 'AA', e: 'AQAB' },
        { kty: 'oct', kid: 'rahasia', k: 'c2VjcmV0' },
      ],
    });
    expect([...keys.keys()]).toEqual(['pertama']);
    expect(() => parseJwks({ bukan: 'jwks' })).toThrow();
  });
});
