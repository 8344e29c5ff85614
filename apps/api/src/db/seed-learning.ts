// The course player's demo data (issue 6, decision 0020): every video streams the demo HLS lesson, every file
// material downloads the demo worksheet, every link opens a real practice site, every article has text, and each
// seeded enrollment's "materials done" is backed by material_progress rows (so progress is the same whether read
// from the enrollment or recomputed), resuming at the first material not done.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { materials } from './schema';

/** The enrolled member's stream of every seeded video (tools/scripts/make-demo-hls.sh). */
export const DEMO_LESSON_STREAM = 'demo/hls/kelas.m3u8';
/** The download of every seeded file material (tools/scripts/make-demo-pdf.mjs). */
export const DEMO_LESSON_FILE = 'demo/berkas/lembar-kerja.pdf';

const LINKS: Record<string, string> = {
  'Latihan: memetakan target lab': 'https://tryhackme.com/room/furthernmap',
  'Lab: mengeksploitasi dan memperbaiki injeksi': 'https://owasp.org/www-project-juice-shop/',
  'Lab: membedah ransomware sederhana': 'https://www.malware-traffic-analysis.net/training-exercises.html',
  'Lab: investigasi insiden': 'https://cyberdefenders.org/blueteam-ctf-challenges/',
  'Lab: mendeteksi pemindaian port': 'https://www.wireshark.org/docs/wsug_html_chunked/',
};
const DEFAULT_LINK = 'https://owasp.org/www-project-top-ten/';

const articleBody = (title: string) =>
  [
    `Materi "${title}" merangkum hal yang perlu kamu pahami sebelum lanjut ke latihan berikutnya.`,
    'Bacalah dengan teliti, catat istilah yang belum kamu kenal, lalu cari contohnya di lingkungan kerja ' +
      'atau lab pribadimu. Keamanan siber paling mudah dipahami ketika konsep langsung dicoba.',
    'Setelah selesai membaca, tandai materi ini selesai. Jika ada yang membingungkan, tanyakan di forum ' +
      'diskusi kelas: pengajar dan sesama peserta akan membantu.',
  ].join('\n\n');

export async function seedLearning(tx: Transaction): Promise<void> {
  await tx.update(materials).set({ hlsPlaylist: DEMO_LESSON_STREAM }).where(eq(materials.kind, 'video'));
  await tx.update(materials).set({ filePath: DEMO_LESSON_FILE }).where(eq(materials.kind, 'file'));
  const links = await tx
    .select({ id: materials.id, title: materials.title })
    .from(materials)
    .where(eq(materials.kind, 'link'));
  for (const link of links)
    await tx
      .update(materials)
      .set({ linkUrl: LINKS[link.title] ?? DEFAULT_LINK })
      .where(eq(materials.id, link.id));
  const articles = await tx
    .select({ id: materials.id, title: materials.title })
    .from(materials)
    .where(and(eq(materials.kind, 'article'), isNull(materials.body)));
  for (const article of articles)
    await tx
      .update(materials)
      .set({ body: articleBody(article.title) })
      .where(eq(materials.id, article.id));

  // The first `completed_materials` materials of each enrollment, in outline order, are done.
  await tx.execute(sql`
    insert into material_progress (user_id, material_id, position_seconds, completed_at, updated_at)
    select e.user_id, m.id, m.duration_seconds,
           coalesce(e.last_accessed_at, e.enrolled_at), coalesce(e.last_accessed_at, e.enrolled_at)
    from enrollments e
    join lateral (
      select mt.id, mt.duration_seconds, row_number() over (order by cm."order", mt."order", mt.id) as n
      from materials mt join course_modules cm on cm.id = mt.module_id
      where cm.course_id = e.course_id
    ) m on m.n <= e.completed_materials`);
  // Progress as the player computes it (progressPercent), and where each member resumes: the first material not done
  // (or the last).
  await tx.execute(sql`
    update enrollments e set
      progress = case when t.total = 0 then 0 when e.completed_materials >= t.total then 100
                      else least(99, round(e.completed_materials * 100.0 / t.total)) end,
      last_material_id = t.resume_id
    from (
      select e2.id,
             count(m.id)::int as total,
             coalesce(
               (array_agg(m.id order by cm."order", m."order", m.id) filter (where mp.completed_at is null))[1],
               (array_agg(m.id order by cm."order" desc, m."order" desc, m.id desc))[1]
             ) as resume_id
      from enrollments e2
      join course_modules cm on cm.course_id = e2.course_id
      join materials m on m.module_id = cm.id
      left join material_progress mp on mp.material_id = m.id and mp.user_id = e2.user_id
      group by e2.id
    ) t
    where t.id = e.id`);
}
