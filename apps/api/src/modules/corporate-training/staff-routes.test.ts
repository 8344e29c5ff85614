// The admin's corporate trainings through the API (decision 0044): trainings, companies (the culture program's
// register), groups with their filters, creating and changing a group (its content follows its instructor and name),
// the fields a form is told about, and a group addressed under another training answering like a missing one.
import type {
  AdminGroupDetail,
  AdminGroupSummary,
  AdminTrainingSummary,
  CorporateCompany,
  GroupInputBody,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { SEED_CORPORATE_TRAINING } from '../../db/seed-corporate-training';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

type Envelope<T> = { success: boolean; message: string; data: T; meta?: { total: number } };
const BASE = '/api/lcadm/corporate-training';
const TRAINING = SEED_CORPORATE_TRAINING.trainingSlug;

describe('admin corporate trainings', () => {
  let harness: TestApp;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const read = async <T>(url: string) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<T>>();
  };
  const fieldErrors = (response: { json: <T>() => T }) =>
    response.json<{ data: { errors: { path: string; message: string }[] } }>().data.errors;

  const groupInput = (overrides: Partial<GroupInputBody> = {}): GroupInputBody => ({
    name: 'Tim Operasional 2026',
    slug: 'nusantara-aman-operasional',
    companyId: 1,
    startsAt: '2026-09-01T02:00:00.000Z',
    endsAt: '2026-09-30T10:00:00.000Z',
    instructorUsername: 'author.demo',
    ...overrides,
  });

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  it('lists the trainings with their groups and participants, and the companies with their groups', async () => {
    const trainings = await read<AdminTrainingSummary[]>(`${BASE}/trainings`);
    expect(trainings.meta?.total).toBe(3);
    expect(trainings.data.find((training) => training.slug === TRAINING)).toMatchObject({
      title: 'Security Awareness untuk Karyawan',
      groups: 3,
      participants: 3,
    });
    const companies = await read<CorporateCompany[]>(`${BASE}/companies?q=nusantara`);
    // The culture program's company is the groups' company too (decision 0044).
    expect(companies.data).toEqual([{ id: 1, name: 'PT Nusantara Aman', groups: 2 }]);
  });

  it('lists groups newest first, by training, company or words', async () => {
    const all = await read<AdminGroupSummary[]>(`${BASE}/groups?per_page=2`);
    expect(all.meta?.total).toBe(6);
    // The upcoming Logistik Andalan group starts latest; the demo member's running group comes next.
    expect(all.data.map((group) => group.slug)).toEqual(['logistik-andalan-2026', SEED_CORPORATE_TRAINING.groupSlug]);
    expect(all.data[1]).toMatchObject({
      company: { name: 'PT Nusantara Aman' },
      instructor: { username: 'author.demo', name: 'Budi Instruktur' },
      participants: 3,
      contentSlug: `group-${all.data[1].id}-materi`,
    });
    const ofCompany = await read<AdminGroupSummary[]>(`${BASE}/groups?company=1&training=${TRAINING}`);
    expect(ofCompany.data.map((group) => group.slug)).toEqual([
      SEED_CORPORATE_TRAINING.groupSlug,
      'nusantara-aman-2026',
    ]);
    const byWords = await read<AdminGroupSummary[]>(`${BASE}/groups?q=${encodeURIComponent('logistik')}`);
    expect(byWords.data.map((group) => group.slug)).toEqual(['logistik-andalan-2026']);
    // A group made before instructors existed has none, and no content until one is named.
    expect(byWords.data[0]).toMatchObject({ instructor: null, contentSlug: null });
  });

  it('offers the author accounts as instructors', async () => {
    const found = await read<{ username: string; name: string }[]>(`${BASE}/instructors?q=author`);
    expect(found.data.map((person) => person.username)).toContain('author.demo');
    expect((await read<unknown[]>(`${BASE}/instructors?q=member.demo`)).data).toEqual([]);
  });

  it('adds and renames companies, refusing a name already used', async () => {
    const created = await send('POST', `${BASE}/companies`, { name: 'PT Samudra Digital' });
    expect(created.statusCode).toBe(201);
    const company = created.json<Envelope<CorporateCompany>>().data;
    expect(company).toMatchObject({ name: 'PT Samudra Digital', groups: 0 });
    const taken = await send('POST', `${BASE}/companies`, { name: 'pt nusantara aman' });
    expect(expectErrorEnvelope(taken, 422)).toBe('Perusahaan dengan nama ini sudah ada.');
    expect(fieldErrors(taken)).toEqual([{ path: 'name', message: 'Perusahaan dengan nama ini sudah ada.' }]);
    const renamed = await send('PUT', `${BASE}/companies/${company.id}`, { name: 'PT Samudra Digital Indonesia' });
    expect(renamed.json<Envelope<CorporateCompany>>()).toMatchObject({
      message: 'Nama perusahaan disimpan.',
      data: { id: company.id, name: 'PT Samudra Digital Indonesia' },
    });
    expect(expectErrorEnvelope(await send('PUT', `${BASE}/companies/999999`, { name: 'PT Tidak Ada' }), 404)).toBe(
      'Perusahaan tidak ditemukan.',
    );
    expect(expectErrorEnvelope(await send('POST', `${BASE}/companies`, { name: ' ' }), 422)).toBe(
      'Nama perusahaan minimal 2 karakter',
    );
  });

  it('creates a group with its content, taught and authored by its instructor', async () => {
    const response = await send('POST', `${BASE}/${TRAINING}/groups`, groupInput());
    expect(response.statusCode).toBe(201);
    const group = response.json<Envelope<AdminGroupDetail>>().data;
    expect(group).toMatchObject({
      name: 'Tim Operasional 2026',
      training: { slug: TRAINING },
      company: { id: 1, name: 'PT Nusantara Aman' },
      instructor: { username: 'author.demo', name: 'Budi Instruktur' },
      participants: 0,
      contentSlug: `group-${group.id}-materi`,
      completion: { participants: 0, started: 0, completed: 0, averagePercent: 0, totalMaterials: 0 },
    });
    const [content] = await harness.db
      .select({ owner: courses.owner, title: courses.title, published: courses.published })
      .from(courses)
      .where(eq(courses.slug, `group-${group.id}-materi`));
    expect(content).toEqual({
      owner: 'group',
      title: 'Security Awareness untuk Karyawan — Tim Operasional 2026',
      published: true,
    });
    // The content is no catalogue course.
    expect((await harness.app.inject({ url: `/api/courses/group-${group.id}-materi` })).statusCode).toBe(404);
  });

  it('tells the form which field is wrong', async () => {
    const refused = async (input: GroupInputBody, path: string, message: string) => {
      const response = await send('POST', `${BASE}/${TRAINING}/groups`, input);
      expect(expectErrorEnvelope(response, 422)).toBe(message);
      expect(fieldErrors(response)[0]).toEqual({ path, message });
    };
    await refused(
      groupInput({ slug: SEED_CORPORATE_TRAINING.groupSlug }),
      'slug',
      'Slug sudah dipakai grup lain di pelatihan ini.',
    );
    await refused(groupInput({ slug: 'grup-baru', companyId: 999999 }), 'companyId', 'Perusahaan tidak ditemukan.');
    await refused(
      groupInput({ slug: 'grup-baru', instructorUsername: 'member.demo' }),
      'instructorUsername',
      'Instruktur harus akun author yang aktif.',
    );
    await refused(
      groupInput({ slug: 'grup-baru', endsAt: '2026-08-01T00:00:00.000Z' }),
      'endsAt',
      'Tanggal selesai harus setelah tanggal mulai',
    );
    await refused(
      groupInput({ slug: 'Grup Baru' }),
      'slug',
      'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung',
    );
    expect(expectErrorEnvelope(await send('POST', `${BASE}/pelatihan-tidak-ada/groups`, groupInput()), 404)).toBe(
      'Pelatihan tidak ditemukan.',
    );
  });

  it('changes a group: its content follows the new instructor and name; a group has one training', async () => {
    const [created] = (await read<AdminGroupSummary[]>(`${BASE}/groups?q=${encodeURIComponent('logistik')}`)).data;
    const path = `${BASE}/incident-response-tim-ti/groups/${created.id}`;
    // A group without an instructor gets its content once one is named.
    const changed = await send(
      'PUT',
      path,
      groupInput({ slug: 'logistik-andalan-2026', name: 'Tim Infrastruktur Inti', companyId: created.company.id }),
    );
    expect(changed.statusCode).toBe(200);
    const group = changed.json<Envelope<AdminGroupDetail>>().data;
    expect(group).toMatchObject({
      name: 'Tim Infrastruktur Inti',
      instructor: { username: 'author.demo' },
      contentSlug: `group-${created.id}-materi`,
      startsAt: '2026-09-01T02:00:00.000Z',
    });
    const [content] = await harness.db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.slug, `group-${created.id}-materi`));
    expect(content.title).toBe('Incident Response untuk Tim TI — Tim Infrastruktur Inti');
    // Under another training the id names no group.
    expect(expectErrorEnvelope(await send('GET', `${BASE}/${TRAINING}/groups/${created.id}`), 404)).toBe(
      'Grup pelatihan tidak ditemukan.',
    );
    expect(expectErrorEnvelope(await send('PUT', `${BASE}/${TRAINING}/groups/${created.id}`, groupInput()), 404)).toBe(
      'Grup pelatihan tidak ditemukan.',
    );
  });

  it('is for admins only', async () => {
    const author = await loginAs(harness.app, 'author');
    expect((await send('GET', `${BASE}/groups`, undefined, author)).statusCode).toBe(403);
  });
});
