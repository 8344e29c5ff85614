// The staff's profile (decision 0050): authors and admins edit name, bio, expertise and https links; the photo goes
// through the avatar code the member's profile uses; the public course page shows the author's byline from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CourseDetail, StaffProfile } from '@akademi-siber/util-contracts';
import { STAFF_LINK_URL_MESSAGE } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { multipart, PDF_BYTES } from '../orders/testing';
import { solidPng } from '../storage/demo-files';

const PATH = '/api/staff/profile';
const good = {
  name: 'Budi Pengajar',
  bio: 'Sepuluh tahun di tim respons insiden.',
  expertise: ['Forensik digital', 'Respons insiden'],
  links: [
    { kind: 'linkedin', url: 'https://www.linkedin.com/in/budi-pengajar' },
    { kind: 'github', url: 'https://github.com/budi' },
  ],
};

describe('staff profile', () => {
  let harness: TestApp;
  let uploadDir: string;
  let author: string;
  let admin: string;
  const put = (token: string, payload: unknown) =>
    harness.app.inject({ method: 'PUT', url: PATH, headers: bearer(token), payload: payload as object });
  const upload = (token: string, bytes: Buffer, contentType = 'image/png') => {
    const body = multipart([{ field: 'file', filename: 'foto.png', contentType, bytes }]);
    return harness.app.inject({
      method: 'POST',
      url: `${PATH}/avatar`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const fieldErrors = (response: { json: () => unknown }) =>
    (response.json() as { data: { errors: { path: string; message: string }[] } }).data.errors;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-staff-'));
    harness = await buildTestApp({ uploadDir });
    author = await loginAs(harness.app, 'author');
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('lets an author and an admin read and save their own profile', async () => {
    for (const token of [author, admin]) {
      const saved = await put(token, good);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: StaffProfile }>().data).toMatchObject({ ...good, avatarUrl: null });
      const read = await harness.app.inject({ url: PATH, headers: bearer(token) });
      expect(read.json<{ data: StaffProfile }>().data).toMatchObject(good);
    }
  });

  it('refuses members, corporate managers and teachers', async () => {
    for (const role of ['member', 'corporate', 'teacher'] as const) {
      const token = await loginAs(harness.app, role);
      expectErrorEnvelope(await harness.app.inject({ url: PATH, headers: bearer(token) }), 403);
      expectErrorEnvelope(await put(token, good), 403);
    }
  });

  it.each([
    ['http://contoh.id', 'plain http'],
    ['javascript:alert(1)', 'a script'],
    ['https://', 'no host'],
    ['https://localhost/saya', 'localhost'],
    ['https://192.168.1.1/', 'an IP address'],
    ['https://user:rahasia@contoh.id', 'credentials'],
    ['contoh.id', 'no scheme'],
  ])('refuses the link %s (%s) with the Indonesian message on its field', async (url) => {
    const response = await put(author, { ...good, links: [{ kind: 'website', url }] });
    expect(expectErrorEnvelope(response, 422)).toBe(STAFF_LINK_URL_MESSAGE);
    expect(fieldErrors(response)).toEqual([{ path: 'links.0.url', message: STAFF_LINK_URL_MESSAGE }]);
  });

  it('refuses too many links or tags, repeated ones, an empty name and unknown fields', async () => {
    const links = Array.from({ length: 6 }, (_, index) => ({ kind: 'website', url: `https://situs${index}.id` }));
    expect(expectErrorEnvelope(await put(author, { ...good, links }), 422)).toBe('Tautan maksimal 5');
    const expertise = Array.from({ length: 9 }, (_, index) => `Keahlian ${index}`);
    expect(expectErrorEnvelope(await put(author, { ...good, expertise }), 422)).toBe('Keahlian maksimal 8');
    const twice = await put(author, { ...good, expertise: ['OSINT', 'osint '] });
    expect(expectErrorEnvelope(twice, 422)).toBe('Keahlian tidak boleh sama');
    const sameLink = await put(author, { ...good, links: [good.links[0], { ...good.links[0], kind: 'other' }] });
    expect(fieldErrors(sameLink)).toEqual([{ path: 'links.1.url', message: 'Tautan ini sudah ada di atas' }]);
    expect(expectErrorEnvelope(await put(author, { ...good, name: '  ' }), 422)).toBe('Nama wajib diisi');
    expectErrorEnvelope(await put(author, { ...good, username: 'ganti' }), 422);
    expectErrorEnvelope(await put(author, { ...good, links: [{ kind: 'myspace', url: 'https://a.id' }] }), 422);
  });

  it('takes a photo told by its bytes and refuses anything else', async () => {
    const refused = await upload(author, PDF_BYTES, 'image/png');
    expect(expectErrorEnvelope(refused, 422)).toBe('Foto harus berupa gambar JPG, PNG, atau WebP.');
    const saved = await upload(author, solidPng(8, [200, 30, 30]));
    expect(saved.statusCode).toBe(200);
    const avatarUrl = saved.json<{ data: StaffProfile }>().data.avatarUrl ?? '';
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await harness.app.inject({ url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it("shows the author's byline on the public course page", async () => {
    await put(author, good);
    const response = await harness.app.inject({ url: '/api/courses/keamanan-aplikasi-web' });
    const course = response.json<{ data: CourseDetail }>().data;
    expect(course.author).toMatchObject({
      name: good.name,
      bio: good.bio,
      expertise: good.expertise,
      links: good.links,
      avatarUrl: expect.stringMatching(/^\/api\/avatars\//),
    });
    expect(JSON.stringify(course.author)).not.toMatch(/email|password/i);
  });

  it('removes the photo', async () => {
    const removed = await harness.app.inject({ method: 'DELETE', url: `${PATH}/avatar`, headers: bearer(author) });
    expect(removed.json<{ data: StaffProfile }>().data.avatarUrl).toBeNull();
  });
});
