// The member's profile (decision 0023): edit with username rules, avatar upload (type by bytes, size, names), the
// public page showing only what the member chose, an email change confirmed from the new inbox, the legacy profile,
// and account deletion that anonymises and ends every session at once.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AVATAR_MAX_BYTES,
  DELETE_ACCOUNT_PHRASE,
  type MemberProfile,
  type PublicProfile,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { certificates, orders, users } from '../../db/schema';
import { SEED_CERTIFICATES } from '../../db/seed-certificates-data';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  demoAccount,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { latestLinkToken, mailsTo } from '../../test/mailbox';
import { createAccount } from '../../test/ownership';
import { multipart, newMember, PDF_BYTES, PNG_BYTES, type TestMember } from '../orders/testing';
import { solidPng } from '../storage/demo-files';
import { jpegWithMetadata } from '../storage/image-fixtures';

const JPEG_BYTES = jpegWithMetadata(6);
const AVATAR_PNG = solidPng(8, [30, 90, 200]);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('member profile', () => {
  let harness: TestApp;
  let uploadDir: string;
  let member: TestMember;

  const profileBody = (overrides: Partial<Record<string, unknown>> = {}) => ({
    name: 'Rina Profil',
    username: 'rina.profil',
    bio: 'Belajar keamanan web.',
    phone: '+62 812-0000-1111',
    city: 'Surabaya',
    institution: 'Universitas Uji',
    showBio: true,
    showLocation: true,
    showFinishedCourses: false,
    showCertificates: false,
    showXp: false,
    ...overrides,
  });
  const put = (token: string, body: Record<string, unknown>) =>
    harness.app.inject({ method: 'PUT', url: '/api/member/profile', headers: bearer(token), payload: body });
  const upload = (token: string, file: { filename?: string; contentType?: string; bytes: Buffer; field?: string }) => {
    const body = multipart([
      {
        field: file.field ?? 'file',
        filename: file.filename ?? 'foto.png',
        contentType: file.contentType ?? 'image/png',
        bytes: file.bytes,
      },
    ]);
    return harness.app.inject({
      method: 'POST',
      url: '/api/member/profile/avatar',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const publicProfile = async (username: string) =>
    (await harness.app.inject({ method: 'GET', url: `/api/profiles/${username}` })).json<{ data: PublicProfile }>()
      .data;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-avatars-'));
    harness = await buildTestApp({ uploadDir });
    member = await newMember(harness, 'rina.awal');
  });
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  // A refused username comes back as field errors.
  it('edits the profile, refuses a taken or malformed username, shows only what the member chose', async () => {
    const saved = await put(member.token, profileBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: MemberProfile }>().data).toMatchObject({
      username: 'rina.profil',
      phone: '+62 812-0000-1111',
      showXp: false,
      pendingEmail: null,
    });

    const taken = await put(member.token, profileBody({ username: 'Member.Demo' }));
    expect(expectErrorEnvelope(taken, 422)).toBe('Username sudah dipakai');
    expect(taken.json().data.errors).toEqual([{ path: 'username', message: 'Username sudah dipakai' }]);
    for (const username of ['login', 'a', 'nama spasi', '-x-'])
      expectErrorEnvelope(await put(member.token, profileBody({ username })), 422);
    expectErrorEnvelope(await put(member.token, profileBody({ phone: 'telepon saya' })), 422);

    const shown = await publicProfile('rina.profil');
    expect(shown).toMatchObject({
      name: 'Rina Profil',
      bio: 'Belajar keamanan web.',
      city: 'Surabaya',
      institution: 'Universitas Uji',
      xp: null,
      finishedCourses: null,
      certificates: null,
    });
    await put(member.token, profileBody({ showBio: false, showLocation: false, showXp: true }));
    expect(await publicProfile('rina.profil')).toMatchObject({ bio: null, city: null, institution: null, xp: 0 });
    // The old username is free again; the new one opens the page.
    expect((await harness.app.inject({ method: 'GET', url: '/api/profiles/rina.awal' })).statusCode).toBe(404);
  });

  it("shows the demo member's finished courses and valid certificates, each with its number", async () => {
    const demo = await publicProfile('member.demo');
    expect(demo.xp).toBe(3400);
    expect(demo.certificates?.map((certificate) => certificate.number)).toContain(
      SEED_CERTIFICATES.memberCompletion.number,
    );
    expect(demo.finishedCourses?.length).toBeGreaterThan(0);
  });

  it('refuses avatars by their bytes, oversize and other fields, storing nothing', async () => {
    expect(expectErrorEnvelope(await upload(member.token, { bytes: Buffer.from('bukan gambar') }), 422)).toBe(
      'Foto harus berupa gambar JPG, PNG, atau WebP.',
    );
    expectErrorEnvelope(await upload(member.token, { filename: 'foto.png', bytes: PDF_BYTES }), 422);
    expectErrorEnvelope(
      await upload(member.token, {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg onload="alert(1)"/>'),
      }),
      422,
    );
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect(expectErrorEnvelope(await upload(member.token, { bytes: big }), 413)).toBe('Ukuran foto maksimal 2 MB.');
    expectErrorEnvelope(await upload(member.token, { field: 'avatar', bytes: AVATAR_PNG }), 422);
    // PNG's signature, then no chunks: the right type by its first bytes, but no picture.
    const signatureOnly = Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.alloc(64, 1)]);
    expect(expectErrorEnvelope(await upload(member.token, { bytes: signatureOnly }), 422)).toBe(
      'Foto rusak atau tidak utuh. Silakan unggah foto lain.',
    );
    expectErrorEnvelope(await upload(member.token, { filename: 'foto.jpg', bytes: JPEG_BYTES.subarray(0, 60) }), 422);
    const json = await harness.app.inject({
      method: 'POST',
      url: '/api/member/profile/avatar',
      headers: bearer(member.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await harness.app.inject({
      method: 'POST',
      url: '/api/member/profile/avatar',
      headers: { ...bearer(member.token), 'content-type': 'multipart/form-data; boundary=batas' },
      payload: '--batas\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(listFiles(uploadDir)).toEqual([]);
  });

  // The key is random whatever the uploaded file's name.
  it('stores an avatar under a random key, serves it with its real type, replaces and removes it', async () => {
    const first = await upload(member.token, {
      filename: '../../../etc/passwd\u202e.png',
      contentType: 'text/html',
      bytes: AVATAR_PNG,
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ data: MemberProfile }>().data.avatarUrl ?? '';
    expect(firstUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.png$/);
    const files = listFiles(uploadDir);
    expect(files).toHaveLength(1);
    expect(files[0].startsWith(path.join(uploadDir, 'avatars') + path.sep)).toBe(true);

    const served = await harness.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(AVATAR_PNG)).toBe(true);
    expect((await publicProfile('rina.profil')).avatarUrl).toBe(firstUrl);

    const second = await upload(member.token, { filename: 'foto.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES });
    const secondUrl = second.json<{ data: MemberProfile }>().data.avatarUrl ?? '';
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(listFiles(uploadDir)).toHaveLength(1);
    expect((await harness.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const photo = await harness.app.inject({ method: 'GET', url: secondUrl });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // Served without the phone's metadata (position, serial, comments), still turned the right way (orientation 6).
    const servedJpeg = photo.rawPayload.toString('latin1');
    for (const secret of ['GPS -6.2088', 'SERIAL-PONSEL', 'Lokasi rumah', 'Komentar kamera'])
      expect(servedJpeg).not.toContain(secret);
    expect(photo.rawPayload.length).toBeLessThan(JPEG_BYTES.length);
    expect(servedJpeg.slice(6, 14)).toBe('Exif\0\0II');

    const removed = await harness.app.inject({
      method: 'DELETE',
      url: '/api/member/profile/avatar',
      headers: bearer(member.token),
    });
    expect(removed.json<{ data: MemberProfile }>().data.avatarUrl).toBeNull();
    expect(listFiles(uploadDir)).toEqual([]);
    for (const url of [secondUrl, '/api/avatars/..%2F..%2Fetc%2Fpasswd', '/api/avatars/bukan-foto.png']) {
      expect(expectErrorEnvelope(await harness.app.inject({ method: 'GET', url }), 404)).toBe('Foto tidak ditemukan.');
    }
  });

  it('changes the email only when the link sent to the new address is used, and tells the old address', async () => {
    const account = await newMember(harness, 'ganti.email');
    const requestChange = (body: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/member/profile/email',
        headers: bearer(account.token),
        payload: body,
      });
    expect(
      expectErrorEnvelope(await requestChange({ email: 'baru@contoh.id', current_password: 'salah#Sekali1' }), 422),
    ).toBe('Password salah');
    expectErrorEnvelope(
      await requestChange({ email: demoAccount('author').email, current_password: DEMO_PASSWORD }),
      422,
    );
    expectErrorEnvelope(await requestChange({ email: account.email, current_password: DEMO_PASSWORD }), 422);

    const asked = await requestChange({ email: 'Baru@Contoh.id', current_password: DEMO_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<{ data: MemberProfile }>().data).toMatchObject({
      email: account.email,
      pendingEmail: 'baru@contoh.id',
    });
    const notice = (await mailsTo(harness.app, account.email)).at(-1);
    expect(notice?.subject).toBe('Permintaan ganti email akun Akademi Siber');
    expect(notice?.text).toContain('baru@contoh.id');
    // Until the link is used, the old address still signs in.
    await loginWithPassword(harness.app, account.email);

    const token = await latestLinkToken(harness.app, 'baru@contoh.id', '/auth-verification/');
    const verified = await harness.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verified.json()).toMatchObject({
      success: true,
      message: 'Email akun berhasil diganti. Gunakan email baru untuk login.',
      data: { email: 'baru@contoh.id' },
    });
    expect(
      (await harness.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(410);
    await loginWithPassword(harness.app, 'baru@contoh.id');
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(422);
    expect((await mailsTo(harness.app, account.email)).at(-1)?.subject).toBe('Email akun Akademi Siber sudah diganti');
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/member/profile',
      headers: bearer(account.token),
    });
    expect(profile.json<{ data: MemberProfile }>().data).toMatchObject({ email: 'baru@contoh.id', pendingEmail: null });
  });

  it('cancels a pending change: its link no longer works', async () => {
    const account = await newMember(harness, 'batal.email');
    await harness.app.inject({
      method: 'POST',
      url: '/api/member/profile/email',
      headers: bearer(account.token),
      payload: { email: 'batal@contoh.id', current_password: DEMO_PASSWORD },
    });
    const token = await latestLinkToken(harness.app, 'batal@contoh.id', '/auth-verification/');
    const cancelled = await harness.app.inject({
      method: 'DELETE',
      url: '/api/member/profile/email',
      headers: bearer(account.token),
    });
    expect(cancelled.json<{ data: MemberProfile }>().data.pendingEmail).toBeNull();
    expect(
      (await harness.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(410);
  });

  it("reads the demo member's legacy profile, and null for a member who has none", async () => {
    const demo = await harness.app.inject({
      method: 'GET',
      url: '/api/member/profile/legacy',
      headers: bearer(await loginAs(harness.app, 'member')),
    });
    expect(demo.json().data).toMatchObject({
      fields: { occupation: 'Staf IT Support', education: 'S1', website: null },
    });
    expect(
      (
        await harness.app.inject({ method: 'GET', url: '/api/member/profile/legacy', headers: bearer(member.token) })
      ).json().data,
    ).toBeNull();
  });

  // Certificates keep the name and orders are kept.
  it('deletes an account with the password and the phrase, anonymising it and ending its sessions', async () => {
    const account = await newMember(harness, 'akan.pergi');
    const other = await loginWithPassword(harness.app, account.email);
    await upload(account.token, { bytes: AVATAR_PNG });
    const [certificate] = await harness.db
      .insert(certificates)
      .values({
        number: 'PERGI-010126-0001',
        kind: 'attendance',
        userId: account.id,
        title: 'Sertifikat Uji',
        issuedAt: new Date('2026-01-01T03:00:00Z'),
      })
      .returning({ number: certificates.number });
    const remove = (body: Record<string, unknown>) =>
      harness.app.inject({
        method: 'DELETE',
        url: '/api/member/account',
        headers: bearer(account.token),
        payload: body,
      });
    const joined = await harness.app.inject({
      method: 'POST',
      url: '/api/member/affiliate/join',
      headers: bearer(account.token),
    });
    const referralCode: string = joined.json().data.code;
    const click = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/clicks',
        remoteAddress: '203.0.113.91',
        headers: { 'user-agent': 'uji' },
        payload: { code: referralCode, landingPath: '/' },
      });
    expect((await click()).statusCode).toBe(200);

    expectErrorEnvelope(await remove({ password: DEMO_PASSWORD }), 422);
    expectErrorEnvelope(await remove({ password: DEMO_PASSWORD, confirmation: 'hapus' }), 422);
    expect(
      expectErrorEnvelope(await remove({ password: 'Salah#Sekali1', confirmation: DELETE_ACCOUNT_PHRASE }), 422),
    ).toBe('Password salah');
    const done = await remove({ password: DEMO_PASSWORD, confirmation: 'hapus akun saya' });
    expect(done.statusCode).toBe(200);

    for (const token of [account.token, other]) {
      const after = await harness.app.inject({ method: 'GET', url: '/api/member/profile', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().data).toEqual({ reason: 'revoked' });
    }
    const [row] = await harness.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({
      name: 'Akun Terhapus',
      username: `terhapus-${account.id}`,
      avatarUrl: null,
      avatarKey: null,
      bio: null,
      phone: null,
      googleSub: null,
    });
    expect(row.email).not.toContain('akan.pergi');
    expect(row.deletedAt).not.toBeNull();
    expect(listFiles(uploadDir).some((file) => file.includes('avatars'))).toBe(false);
    expect((await harness.app.inject({ method: 'GET', url: '/api/profiles/akan.pergi' })).statusCode).toBe(404);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(422);
    const verification = await harness.app.inject({ method: 'GET', url: `/api/certificates/${certificate.number}` });
    expect(verification.json().data).toMatchObject({ holderName: 'Uji akan.pergi', status: 'valid' });
    // Their referral code is dead: a click is an unknown code, and a checkout through it credits nobody.
    expect((await click()).statusCode).toBe(404);
    const buyer = await newMember(harness, 'pembeli.lewat.kode');
    const order = await harness.app.inject({
      method: 'POST',
      url: '/api/transaction/checkout',
      headers: bearer(buyer.token),
      payload: {
        kind: 'subscription',
        idempotencyKey: 'f7a1b2c3-0000-4000-8000-000000000001',
        items: [{ type: 'plan', ref: '1' }],
        affiliateCode: referralCode,
      },
    });
    expect(order.statusCode).toBe(201);
    const [placed] = await harness.db
      .select({ affiliateUserId: orders.affiliateUserId })
      .from(orders)
      .where(eq(orders.userId, buyer.id));
    expect(placed.affiliateUserId).toBeNull();
    // The username and email are free for a new account.
    await createAccount(harness.db, 'member', 'akan.pergi');
  });

  it('lets an account made by Google delete itself with the phrase alone', async () => {
    const account = await createAccount(harness.db, 'member', 'hanya.google');
    await harness.db
      .update(users)
      .set({ hasPassword: false, googleSub: 'google-sub-uji' })
      .where(eq(users.id, account.id));
    const token = await loginWithPassword(harness.app, account.email);
    const profile = await harness.app.inject({ method: 'GET', url: '/api/member/profile', headers: bearer(token) });
    expect(profile.json<{ data: MemberProfile }>().data).toMatchObject({ hasPassword: false, googleLinked: true });
    const done = await harness.app.inject({
      method: 'DELETE',
      url: '/api/member/account',
      headers: bearer(token),
      payload: { confirmation: DELETE_ACCOUNT_PHRASE },
    });
    expect(done.statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const author = await loginAs(harness.app, 'author');
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/member/profile', headers: bearer(author) })).statusCode,
    ).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: '/api/member/profile' })).statusCode).toBe(401);
  });
});

describe('the demo avatar', () => {
  it("serves the demo member's seeded avatar as a real PNG", async () => {
    const harness = await buildTestApp();
    try {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/avatars/de000000000000000000000000000001.png',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(0, 8).equals(PNG_BYTES.subarray(0, 8))).toBe(true);
    } finally {
      await harness.close();
    }
  });
});
