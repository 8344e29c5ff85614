// Course discussions (decision 0021): enrolled members ask, reply and change only their own writing; the course's
// author and admins answer and moderate; the asker is notified; deleted threads and replies disappear.
import type {
  DiscussionCourseCount,
  DiscussionDetail,
  DiscussionReply,
  DiscussionSummary,
} from '@akademi-siber/util-contracts';
import { desc, eq } from 'drizzle-orm';
import { courses, enrollments, notifications } from '../../db/schema';
import { SEED_DISCUSSIONS } from '../../db/seed-discussions';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { newMember, type TestMember } from '../orders/testing';

const COURSE = 'ethical-hacking-untuk-pemula';
type Page = { data: DiscussionSummary[]; meta: { page: number; per_page: number; total: number } };

describe('course discussions', () => {
  let harness: TestApp;
  let member: string;
  let author: string;
  let admin: string;
  let classmate: TestMember;
  let outsider: TestMember;
  let otherAuthor: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    [member, author, admin] = await Promise.all([
      loginAs(harness.app, 'member'),
      loginAs(harness.app, 'author'),
      loginAs(harness.app, 'admin'),
    ]);
    classmate = await newMember(harness, 'teman.sekelas');
    outsider = await newMember(harness, 'bukan.peserta.diskusi');
    const [course] = await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, COURSE));
    await harness.db.insert(enrollments).values({ userId: classmate.id, courseId: course.id, source: 'purchase' });
    // An author with a course of their own, who has nothing to say in the demo author's courses.
    const second = await createAccount(harness.db, 'author', 'author.lain');
    await harness.db.insert(courses).values({
      slug: 'kelas-author-lain',
      title: 'Kelas Author Lain',
      level: 'Pemula',
      category: 'Umum',
      authorId: second.id,
      published: true,
    });
    otherAuthor = await loginWithPassword(harness.app, second.email);
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (token: string, query = '', prefix = '/api/member') => {
    const response = await send('GET', `${prefix}/kelas/${COURSE}/diskusi${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const detail = async (token: string, hashId: string, prefix = '/api/member') => {
    const response = await send('GET', `${prefix}/diskusi/${hashId}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DiscussionDetail }>().data;
  };
  const ask = async (token: string, title: string, body = 'Bagaimana cara menjalankan perintah ini di lab?') => {
    const response = await send('POST', `/api/member/kelas/${COURSE}/diskusi`, token, { title, body });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: DiscussionDetail }>().data;
  };
  const unread = async (token: string) =>
    (await send('GET', '/api/member/notif-total', token)).json<{ data: { total_unread_notif: number } }>().data
      .total_unread_notif;

  it('lists the course threads pinned first, then newest, with reply counts and whether staff answered', async () => {
    const page = await list(member);
    expect(page.meta).toMatchObject({ page: 1, total: 4 });
    expect(page.data[0]).toMatchObject({
      hashId: SEED_DISCUSSIONS.announcement.hashId,
      pinned: true,
      author: { role: 'author' },
    });
    const rest = page.data.slice(1);
    expect(rest.map((item) => item.createdAt)).toEqual([...rest.map((item) => item.createdAt)].sort().reverse());
    expect(page.data.find((item) => item.hashId === SEED_DISCUSSIONS.memberAnswered.hashId)).toMatchObject({
      replyCount: 2,
      answeredByStaff: true,
      mine: true,
    });
    expect(page.data.find((item) => item.hashId === SEED_DISCUSSIONS.memberOpen.hashId)).toMatchObject({
      replyCount: 0,
      answeredByStaff: false,
    });
    expect((await list(member, '?per_page=2&page=2')).data).toHaveLength(2);
  });

  it('searches titles and bodies', async () => {
    expect((await list(member, '?q=nmap')).data.map((item) => item.hashId)).toEqual([
      SEED_DISCUSSIONS.memberAnswered.hashId,
    ]);
    expect((await list(member, '?q=SERTIFIKAT')).data.map((item) => item.hashId)).toEqual([
      SEED_DISCUSSIONS.memberOpen.hashId,
    ]);
    expect((await list(member, '?q=100%25')).meta.total).toBe(0);
  });

  it('refuses a member who is not enrolled (403) and an unknown course or thread (404)', async () => {
    expect(expectErrorEnvelope(await send('GET', `/api/member/kelas/${COURSE}/diskusi`, outsider.token), 403)).toMatch(
      /belum terdaftar/,
    );
    expect(
      expectErrorEnvelope(
        await send('POST', `/api/member/kelas/${COURSE}/diskusi`, outsider.token, {
          title: 'Pertanyaan saya',
          body: 'Isi pertanyaan yang cukup panjang.',
        }),
        403,
      ),
    ).toMatch(/belum terdaftar/);
    expect(
      expectErrorEnvelope(
        await send('GET', `/api/member/diskusi/${SEED_DISCUSSIONS.memberOpen.hashId}`, outsider.token),
        403,
      ),
    ).toMatch(/belum terdaftar/);
    expect(
      expectErrorEnvelope(
        await send('POST', `/api/member/diskusi/${SEED_DISCUSSIONS.memberOpen.hashId}/balasan`, outsider.token, {
          body: 'Halo',
        }),
        403,
      ),
    ).toMatch(/belum terdaftar/);
    expect(expectErrorEnvelope(await send('GET', '/api/member/kelas/tidak-ada/diskusi', member), 404)).toBe(
      'Kelas tidak ditemukan.',
    );
    expect(expectErrorEnvelope(await send('GET', '/api/member/diskusi/0000000000000000', member), 404)).toBe(
      'Diskusi tidak ditemukan.',
    );
  });

  it('answers bad input with Indonesian 422s', async () => {
    const url = `/api/member/kelas/${COURSE}/diskusi`;
    expect(
      expectErrorEnvelope(await send('POST', url, member, { title: '', body: 'Isi yang cukup panjang.' }), 422),
    ).toBe('Judul diskusi wajib diisi');
    expect(
      expectErrorEnvelope(await send('POST', url, member, { title: 'Hai', body: 'Isi yang cukup panjang.' }), 422),
    ).toBe('Judul diskusi minimal 5 karakter');
    expect(
      expectErrorEnvelope(await send('POST', url, member, { title: 'Judul yang benar', body: 'pendek' }), 422),
    ).toBe('Isi diskusi minimal 10 karakter');
    expect(
      expectErrorEnvelope(
        await send('POST', url, member, { title: 'x'.repeat(151), body: 'Isi yang cukup panjang.' }),
        422,
      ),
    ).toBe('Judul diskusi maksimal 150 karakter');
    expect(expectErrorEnvelope(await send('POST', url, member, { title: 'Judul yang benar', body: 5 }), 422)).toBe(
      'Isi diskusi wajib diisi',
    );
    expect(expectErrorEnvelope(await send('GET', `${url}?page=0`, member), 422)).toBe('Halaman minimal 1');
    expect(expectErrorEnvelope(await send('GET', '/api/member/diskusi/bukan-alamat!', member), 422)).toBe(
      'Alamat diskusi tidak valid',
    );
    const own = SEED_DISCUSSIONS.memberOpen.hashId;
    expect(expectErrorEnvelope(await send('POST', `/api/member/diskusi/${own}/balasan`, member), 422)).toBe(
      'Data balasan tidak valid',
    );
    expect(
      expectErrorEnvelope(await send('POST', `/api/member/diskusi/${own}/balasan`, member, { body: '   ' }), 422),
    ).toBe('Balasan wajib diisi');
    expect(
      expectErrorEnvelope(await send('PATCH', `/api/member/diskusi/${own}`, member, { title: 'Judul baru saja' }), 422),
    ).toBe('Isi diskusi wajib diisi');
    expect(
      expectErrorEnvelope(await send('GET', `/api/author/kelas/${COURSE}/diskusi?status=semua`, author), 422),
    ).toBe('Status harus all atau unanswered');
  });

  it("lets a classmate read and reply (the asker is notified), never edit or delete someone else's post", async () => {
    const thread = await ask(member, 'Wireshark tidak menangkap paket');
    const before = await unread(member);
    const reply = await send('POST', `/api/member/diskusi/${thread.hashId}/balasan`, classmate.token, {
      body: 'Coba jalankan dengan sudo.',
    });
    expect(reply.statusCode).toBe(201);
    const replyId = reply.json<{ data: DiscussionReply }>().data.id;
    expect(await unread(member)).toBe(before + 1);
    const [note] = await harness.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/member/kelas/${COURSE}/diskusi/${thread.hashId}`));
    expect(note.title).toContain('Wireshark tidak menangkap paket');

    expect(
      expectErrorEnvelope(
        await send('PATCH', `/api/member/diskusi/${thread.hashId}`, classmate.token, {
          title: 'Diubah orang lain',
          body: 'Isi yang diubah orang lain.',
        }),
        403,
      ),
    ).toMatch(/tulisanmu sendiri/);
    expect(
      expectErrorEnvelope(await send('DELETE', `/api/member/diskusi/${thread.hashId}`, classmate.token), 403),
    ).toMatch(/tulisanmu sendiri/);
    expect(
      expectErrorEnvelope(
        await send('PATCH', `/api/member/diskusi/${thread.hashId}/balasan/${replyId}`, member, {
          body: 'Diubah penanya',
        }),
        403,
      ),
    ).toMatch(/tulisanmu sendiri/);
    expect(
      expectErrorEnvelope(await send('DELETE', `/api/member/diskusi/${thread.hashId}/balasan/${replyId}`, member), 403),
    ).toMatch(/tulisanmu sendiri/);

    // Their own: edited, shown as edited; the asker cannot delete a thread someone else has replied to.
    const edited = await send('PATCH', `/api/member/diskusi/${thread.hashId}/balasan/${replyId}`, classmate.token, {
      body: 'Coba jalankan dengan sudo, lalu pilih eth0.',
    });
    expect(edited.json<{ data: DiscussionReply }>().data).toMatchObject({
      body: 'Coba jalankan dengan sudo, lalu pilih eth0.',
      mine: true,
    });
    expect((await detail(member, thread.hashId)).canDelete).toBe(false);
    expect(expectErrorEnvelope(await send('DELETE', `/api/member/diskusi/${thread.hashId}`, member), 409)).toMatch(
      /sudah dibalas/,
    );
    expect(
      (await send('DELETE', `/api/member/diskusi/${thread.hashId}/balasan/${replyId}`, classmate.token)).statusCode,
    ).toBe(200);
    expect((await detail(member, thread.hashId)).replies).toEqual([]);
  });

  it('lets the asker edit and delete their own thread; a deleted one disappears', async () => {
    const thread = await ask(member, 'Pertanyaan yang akan dihapus');
    expect(thread).toMatchObject({ mine: true, canDelete: true, closed: false, pinned: false });
    const changed = await send('PATCH', `/api/member/diskusi/${thread.hashId}`, member, {
      title: 'Pertanyaan yang sudah diubah',
      body: 'Isinya juga sudah diubah.',
    });
    expect(changed.json<{ data: DiscussionDetail }>().data).toMatchObject({
      title: 'Pertanyaan yang sudah diubah',
      body: 'Isinya juga sudah diubah.',
    });
    expect((await send('DELETE', `/api/member/diskusi/${thread.hashId}`, member)).statusCode).toBe(200);
    expect((await list(member, '?q=sudah%20diubah')).meta.total).toBe(0);
    expectErrorEnvelope(await send('GET', `/api/member/diskusi/${thread.hashId}`, member), 404);
    expectErrorEnvelope(await send('GET', `/api/author/diskusi/${thread.hashId}`, author), 404);
  });

  // The asker is notified of the answer and the author's badge count rises.
  it("lets the course's author answer, pin and close; closed threads refuse replies", async () => {
    const thread = await ask(member, 'Burp Suite tidak bisa intercept HTTPS');
    // The author heard of the new question.
    const authorUnread = (await send('GET', '/api/author/notif-total', author)).json<{
      data: { total_unread_notif: number };
    }>().data.total_unread_notif;
    expect(authorUnread).toBeGreaterThan(0);
    expect((await list(author, '?status=unanswered', '/api/author')).data.map((item) => item.hashId)).toContain(
      thread.hashId,
    );

    const before = await unread(member);
    const answer = await send('POST', `/api/author/diskusi/${thread.hashId}/balasan`, author, {
      body: 'Pasang sertifikat CA Burp di browser dulu.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ data: DiscussionReply }>().data.author.role).toBe('author');
    expect(await unread(member)).toBe(before + 1);
    const shown = await detail(member, thread.hashId);
    expect(shown).toMatchObject({ answeredByStaff: true, replyCount: 1 });
    expect(shown.replies[0]).toMatchObject({
      body: 'Pasang sertifikat CA Burp di browser dulu.',
      author: { role: 'author', name: 'Budi Instruktur' },
    });
    expect((await list(author, '?status=unanswered', '/api/author')).data.map((item) => item.hashId)).not.toContain(
      thread.hashId,
    );

    expect(
      (await send('PUT', `/api/author/diskusi/${thread.hashId}/pin`, author, { pinned: true })).json<{
        data: DiscussionDetail;
      }>().data.pinned,
    ).toBe(true);
    expect((await list(member)).data.filter((item) => item.pinned).map((item) => item.hashId)).toContain(thread.hashId);
    expect(
      (await send('PUT', `/api/author/diskusi/${thread.hashId}/close`, author, { closed: true })).json<{
        data: DiscussionDetail;
      }>().data.closed,
    ).toBe(true);
    expect(
      expectErrorEnvelope(
        await send('POST', `/api/member/diskusi/${thread.hashId}/balasan`, member, { body: 'Terima kasih!' }),
        409,
      ),
    ).toBe('Diskusi ini sudah ditutup dan tidak menerima balasan baru.');
    expect(
      expectErrorEnvelope(
        await send('PATCH', `/api/member/diskusi/${thread.hashId}`, member, {
          title: 'Judul yang diubah',
          body: 'Isi yang diubah lagi.',
        }),
        409,
      ),
    ).toMatch(/ditutup/);
    await send('PUT', `/api/author/diskusi/${thread.hashId}/close`, author, { closed: false });
    expect(
      (await send('POST', `/api/member/diskusi/${thread.hashId}/balasan`, member, { body: 'Terima kasih!' }))
        .statusCode,
    ).toBe(201);
  });

  it("keeps another course's author out (404) and lets an admin moderate any course", async () => {
    const thread = SEED_DISCUSSIONS.memberOpen.hashId;
    expect(expectErrorEnvelope(await send('GET', `/api/author/kelas/${COURSE}/diskusi`, otherAuthor), 404)).toBe(
      'Kelas tidak ditemukan.',
    );
    expect(expectErrorEnvelope(await send('GET', `/api/author/diskusi/${thread}`, otherAuthor), 404)).toBe(
      'Diskusi tidak ditemukan.',
    );
    expect(
      expectErrorEnvelope(
        await send('POST', `/api/author/diskusi/${thread}/balasan`, otherAuthor, { body: 'Jawaban dari author lain' }),
        404,
      ),
    ).toBe('Diskusi tidak ditemukan.');
    expectErrorEnvelope(await send('PUT', `/api/author/diskusi/${thread}/pin`, otherAuthor, { pinned: true }), 404);
    expectErrorEnvelope(
      await send('DELETE', `/api/author/diskusi/${thread}`, otherAuthor, { reason: 'Tidak relevan' }),
      404,
    );
    expect(
      (await send('GET', '/api/author/kelas/kelas-author-lain/diskusi', otherAuthor)).json<Page>().meta.total,
    ).toBe(0);
    // The member side is role-gated: staff tokens never reach it.
    expectErrorEnvelope(await send('GET', `/api/member/diskusi/${thread}`, author), 403);

    expect((await list(admin, '', '/api/lcadm')).meta.total).toBeGreaterThan(0);
    const answer = await send('POST', `/api/lcadm/diskusi/${thread}/balasan`, admin, {
      body: 'Sertifikat bisa dicantumkan di CV dan diverifikasi perusahaan.',
    });
    expect(answer.json<{ data: DiscussionReply }>().data.author.role).toBe('admin');
  });

  it("gives admins every course's threads, filtered by course and by unanswered, and the courses' counts", async () => {
    const waiting = await ask(classmate.token, 'Pertanyaan untuk admin di ringkasan');
    const counts = await send('GET', '/api/lcadm/kelas-diskusi', admin);
    expect(counts.statusCode).toBe(200);
    const rows = counts.json<{ data: DiscussionCourseCount[] }>().data;
    const line = rows.find((row) => row.slug === COURSE);
    expect(line).toMatchObject({ title: expect.any(String), total: expect.any(Number) });
    expect(line?.unanswered).toBeGreaterThan(0);
    expect(rows.map((row) => row.unanswered)).toEqual([...rows.map((row) => row.unanswered)].sort((a, b) => b - a));

    const all = (await send('GET', '/api/lcadm/diskusi?per_page=50', admin)).json<Page>();
    expect(all.meta.total).toBe(rows.reduce((sum, row) => sum + row.total, 0));
    expect(all.data.find((item) => item.hashId === waiting.hashId)).toMatchObject({
      courseSlug: COURSE,
      courseTitle: line?.title,
      answeredByStaff: false,
    });
    const unanswered = (
      await send('GET', `/api/lcadm/diskusi?status=unanswered&kelas=${COURSE}&per_page=50`, admin)
    ).json<Page>();
    expect(unanswered.meta.total).toBe(line?.unanswered);
    expect(
      unanswered.data.every(
        (item) => item.courseSlug === COURSE && !item.answeredByStaff && item.author.role === 'member',
      ),
    ).toBe(true);
    expect(
      (await send('GET', `/api/lcadm/diskusi?q=${encodeURIComponent('ringkasan')}`, admin))
        .json<Page>()
        .data.map((item) => item.hashId),
    ).toEqual([waiting.hashId]);

    // The admin's answer takes it off the waiting list; the asker's notification opens the thread in the member area.
    expect(
      (
        await send('POST', `/api/lcadm/diskusi/${waiting.hashId}/balasan`, admin, {
          body: 'Sudah kami cek, silakan coba lagi.',
        })
      ).statusCode,
    ).toBe(201);
    const after = (
      await send('GET', `/api/lcadm/diskusi?status=unanswered&kelas=${COURSE}&per_page=50`, admin)
    ).json<Page>();
    expect(after.meta.total).toBe(unanswered.meta.total - 1);
    const [note] = await harness.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, classmate.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note.link).toBe(`/member/kelas/${COURSE}/diskusi/${waiting.hashId}`);

    expect(expectErrorEnvelope(await send('GET', '/api/lcadm/diskusi?kelas=tidak-ada', admin), 404)).toBe(
      'Kelas tidak ditemukan.',
    );
    expect(expectErrorEnvelope(await send('GET', '/api/lcadm/diskusi?kelas=Bukan%20Slug', admin), 422)).toBe(
      'Kelas yang dipilih tidak valid',
    );
    expectErrorEnvelope(await send('GET', '/api/lcadm/diskusi', author), 403);
    expectErrorEnvelope(await send('GET', '/api/lcadm/kelas-diskusi', member), 403);
  });

  it('lets staff delete any thread with a reason (the asker reads it) and any reply', async () => {
    const thread = await ask(classmate.token, 'Pertanyaan yang melanggar aturan');
    const reply = (
      await send('POST', `/api/member/diskusi/${thread.hashId}/balasan`, member, {
        body: 'Balasan yang akan dihapus admin.',
      })
    ).json<{ data: DiscussionReply }>().data;
    expectErrorEnvelope(await send('DELETE', `/api/lcadm/diskusi/${thread.hashId}`, admin), 422);
    expect(expectErrorEnvelope(await send('DELETE', `/api/lcadm/diskusi/${thread.hashId}`, admin, {}), 422)).toBe(
      'Alasan penghapusan wajib diisi',
    );
    expect(
      expectErrorEnvelope(await send('DELETE', `/api/lcadm/diskusi/${thread.hashId}`, admin, { reason: 'ok' }), 422),
    ).toBe('Alasan penghapusan minimal 5 karakter');
    expect((await send('DELETE', `/api/lcadm/diskusi/${thread.hashId}/balasan/${reply.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await detail(classmate.token, thread.hashId)).replies).toEqual([]);
    expect(
      (
        await send('DELETE', `/api/author/diskusi/${thread.hashId}`, author, {
          reason: 'Berisi promosi di luar topik kelas.',
        })
      ).statusCode,
    ).toBe(200);
    expectErrorEnvelope(await send('GET', `/api/member/diskusi/${thread.hashId}`, classmate.token), 404);
    const notes = await harness.db.select().from(notifications).where(eq(notifications.userId, classmate.id));
    expect(notes.map((note) => note.body).join('\n')).toContain('Alasan: Berisi promosi di luar topik kelas.');
  });

  it('lets the author start an announcement in their own course', async () => {
    const created = await send('POST', `/api/author/kelas/${COURSE}/diskusi`, author, {
      title: 'Jadwal sesi tanya jawab',
      body: 'Sesi tanya jawab langsung diadakan Jumat pukul 19.00 WIB.',
    });
    expect(created.statusCode).toBe(201);
    const hashId = created.json<{ data: DiscussionDetail }>().data.hashId;
    expect((await list(member, '?q=tanya%20jawab')).data[0]).toMatchObject({
      hashId,
      author: { role: 'author' },
      mine: false,
    });
    expectErrorEnvelope(
      await send('POST', `/api/author/kelas/${COURSE}/diskusi`, otherAuthor, {
        title: 'Bukan kelas saya',
        body: 'Seharusnya ditolak oleh API.',
      }),
      404,
    );
  });
});
