// The data of the corporate program figures (corporate-load.mjs, issue 19): on top of the demo seed, one company in a
// new full-access batch that started a year ago, with thousands of employees over eight departments, its learning
// items (each with a content course of its own, owner 'program', like seed-program.ts makes per item: one module, two
// articles, a quiz of one question) and a year of activity — each employee's progress per item, the employee's
// progress, points and last activity, and a ledger row (source `corporate_program`) per completed item — plus a manager
// of that company granted the batch, with a session. All by bulk SQL (generate_series), so 5,000 employees × 20 items
// take seconds. A session is a random token whose SHA-256 is stored in auth_tokens, as the API stores the tokens it
// issues (modules/auth hashToken), so no argon2 login is needed. random() is seeded, so every run has the same shape.
import { createHash, randomBytes } from 'node:crypto';

const LOAD_PREFIX = 'karyawan.beban';
const LOAD_COMPANY = 'PT Beban Lima Ribu';
const LOAD_BATCH = 'Batch Beban — 365 hari';
/** Where the employees work: uneven, as in a real company (weights add up to 100). */
export const DEPARTMENTS = [
  ['Operasional', 28],
  ['Penjualan', 18],
  ['Teknologi Informasi', 14],
  ['Keuangan', 11],
  ['Layanan Pelanggan', 10],
  ['SDM', 7],
  ['Hukum dan Kepatuhan', 7],
  ['Pengadaan', 5],
];
// prettier-ignore
const FIRST_NAMES = [
  'Agus', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fitri', 'Gilang', 'Hana', 'Indra', 'Joko',
  'Kartika', 'Lukman', 'Maya', 'Nanda', 'Oki', 'Putri', 'Rizky', 'Sari', 'Taufik', 'Wulan',
];
// prettier-ignore
const LAST_NAMES = [
  'Pratama', 'Santoso', 'Wijaya', 'Lestari', 'Saputra', 'Hidayat', 'Kusuma', 'Nugroho', 'Permata', 'Firmansyah',
  'Anggraini', 'Rahmawati', 'Siregar', 'Simanjuntak', 'Halim', 'Gunawan', 'Setiawan', 'Purnomo', 'Wibowo', 'Utami',
  'Maharani', 'Syahputra', 'Hakim', 'Suryadi', 'Ramadhan',
];
/** The search the member-page row sends: one last name of LAST_NAMES, so about 1 in 25 employees. */
export const SEARCH_TERM = 'lestari';

/**
 * Who the employees are, by share: never started anything (half of them imported in the last ten days, so "belum
 * mulai"; the others "tidak aktif"), completed every item, or partly through (each starts 30–95 % of the items and
 * completes 70 % of what they start). Gives about 60 % of employee × item pairs started and 45 % completed.
 */
const SHARES = { none: 0.08, finisher: 0.1 };
const COMPLETE_SHARE = 0.7;
/** Employees seen in the last two weeks (the others last did something 2 weeks to 11 months ago). */
const RECENT_SHARE = 0.55;

export async function seedCorporateLoad(client, settings) {
  const started = Date.now();
  await client.query('begin');
  await client.query('select setseed(0.19)');
  const {
    rows: [{ adminId }],
  } = await client.query('select min(id) as "adminId" from users where id_role = 3 and deleted_at is null');
  if (!adminId) throw new Error('the demo seed has no admin to author the program content');

  const {
    rows: [{ corporateId }],
  } = await client.query('insert into corporates (name) values ($1) returning id as "corporateId"', [LOAD_COMPANY]);
  const {
    rows: [{ batchId }],
  } = await client.query(
    `insert into program_batches (name, is_full_access, starts_at, ends_at, inactive_after_days)
     values ($1, true, now() - interval '365 days', now() + interval '30 days', 14) returning id as "batchId"`,
    [LOAD_BATCH],
  );
  await client.query('insert into program_companies (batch_id, corporate_id) values ($1, $2)', [batchId, corporateId]);

  // The learning items, each owning a course record like the admin's item form makes (decision 0046), due one after
  // another over the year.
  const { rows: courses } = await client.query(
    `insert into courses (slug, title, level, category, description, author_id, published, owner)
     select 'program-beban-' || $1::int || '-' || n, 'Materi beban ' || n, 'Pemula', 'Budaya Keamanan Siber',
            'Materi program: materi beban ' || n || '.', $2::int, true, 'program'
     from generate_series(1, $3::int) n
     returning id, slug`,
    [batchId, adminId, settings.items],
  );
  await client.query(
    `insert into course_modules (course_id, slug, title, "order")
     select c.id, 'modul-1', c.title, 1 from courses c where c.slug like 'program-beban-' || $1::int || '-%'`,
    [batchId],
  );
  const moduleOf = `from course_modules m join courses c on c.id = m.course_id
                    where c.slug like 'program-beban-' || $1::int || '-%'`;
  await client.query(
    `insert into materials (module_id, hash_id, title, kind, duration_seconds, "order", body)
     select m.id, left(md5('program-beban/' || m.id || '/' || k), 16),
            case k when 1 then 'Pokok bahasan' else 'Langkah praktis' end, 'article', 240, k,
            'Bacaan untuk pengukuran beban, bagian ' || k || '.'
     ${moduleOf.replace('from course_modules m', 'from course_modules m cross join generate_series(1, 2) k')}`,
    [batchId],
  );
  await client.query(
    `insert into assessments (kind, course_id, module_id, title, time_limit_minutes, attempt_limit, passing_score)
     select 'quiz', c.id, m.id, 'Kuis: ' || c.title, 10, 3, 70 ${moduleOf}`,
    [batchId],
  );
  await client.query(
    `insert into assessment_questions (assessment_id, type, prompt, "order")
     select a.id, 'single', 'Pertanyaan ' || a.title, 1
     from assessments a join courses c on c.id = a.course_id where c.slug like 'program-beban-' || $1::int || '-%'`,
    [batchId],
  );
  await client.query(
    `insert into question_options (question_id, text, is_correct, "order")
     select q.id, case k when 1 then 'Jawaban benar' else 'Jawaban salah' end, k = 1, k
     from assessment_questions q join assessments a on a.id = q.assessment_id
     join courses c on c.id = a.course_id cross join generate_series(1, 2) k
     where c.slug like 'program-beban-' || $1::int || '-%'`,
    [batchId],
  );
  // Due every 18.5 days from the batch start: the last one a few days from now. Points 50–100.
  const { rows: items } = await client.query(
    `insert into program_learning_items (batch_id, corporate_id, content_course_id, title, "order", due_at, points)
     select $1::int, $2::int, c.id, c.title, n, b.starts_at + n * interval '18.5 days', 50 + (n % 6) * 10
     from courses c
     join lateral (select substring(c.slug from '-(\\d+)$')::int as n) o on true
     join program_batches b on b.id = $1::int
     where c.slug like 'program-beban-' || $1::int || '-%'
     returning id`,
    [batchId, corporateId],
  );

  // The employees: member accounts, each in the batch for the company, with a department.
  const cumulative = [];
  let sum = 0;
  for (const [name, weight] of DEPARTMENTS) cumulative.push([name, (sum += weight) / 100]);
  const { rowCount: employees } = await client.query(
    `insert into users (username, name, email, password_hash, id_role, email_verified_at, created_at)
     select $1 || lpad(n::text, 5, '0'),
            ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' ||
              ($3::text[])[1 + (n / array_length($2::text[], 1)) % array_length($3::text[], 1)],
            $1 || lpad(n::text, 5, '0') || '@beban.akademisiber.id', 'no-login', 1, now(),
            now() - interval '366 days'
     from generate_series(1, $4::int) n`,
    [LOAD_PREFIX, FIRST_NAMES, LAST_NAMES, settings.employees],
  );
  await client.query(
    `create temporary table load_employees on commit drop as
     with e as materialized (
       select u.id as user_id, random() as kind_roll, random() as dept_roll, random() as recent_roll,
              random() as idle_roll, random() as start_roll, random() as join_roll
       from users u where u.username like $1 || '%'
     )
     select e.*,
            case when kind_roll < $2 then 'none' when kind_roll < $2 + $3 then 'finisher' else 'partial' end as kind,
            0.3 + 0.65 * start_roll as p_start,
            (select d from unnest($4::text[], $5::float8[]) t(d, upto) where e.dept_roll < upto order by upto limit 1)
              as department,
            now() - case when recent_roll < $6 then idle_roll * interval '14 days'
                         else interval '14 days' + idle_roll * interval '316 days' end as last_seen
     from e`,
    [
      LOAD_PREFIX,
      SHARES.none,
      SHARES.finisher,
      cumulative.map(([name]) => name),
      cumulative.map(([, upto]) => upto),
      RECENT_SHARE,
    ],
  );
  // Imported in the batch's first two weeks; half of those who never started were imported in the last ten days.
  await client.query(
    `insert into corporate_members (corporate_id, user_id, batch_id, department, joined_at, invited_at)
     select $1::int, e.user_id, $2::int, e.department, j.at, j.at
     from load_employees e
     join program_batches b on b.id = $2::int
     cross join lateral (
       select case when e.kind = 'none' and e.join_roll < 0.5 then now() - e.join_roll * 2 * interval '10 days'
                   else b.starts_at + e.join_roll * interval '14 days' end as at
     ) j`,
    [corporateId, batchId],
  );

  // A year of activity: which items each employee started and completed, when, and the quiz score.
  const { rowCount: progressRows } = await client.query(
    `with pairs as materialized (
       select cm.id as member_id, i.id as item_id, e.kind, e.p_start, e.last_seen, cm.joined_at,
              random() as start_roll, random() as done_roll, random() as when_roll, random() as score_roll,
              random() as quiz_roll
       from load_employees e
       join corporate_members cm on cm.user_id = e.user_id and cm.batch_id = $1::int
       cross join program_learning_items i
       where i.batch_id = $1::int and i.corporate_id = $2::int and e.kind <> 'none'
     ), kept as (
       select p.*, p.kind = 'finisher' or p.done_roll < $3 as done,
              p.when_roll = max(p.when_roll) over (partition by p.member_id) as latest
       from pairs p
       where p.kind = 'finisher' or p.start_roll < p.p_start
     ), started as (
       -- Spread between joining and the employee's last activity, the latest at it.
       select k.*,
              case when k.latest then k.last_seen
                   else k.joined_at + k.when_roll * greatest(k.last_seen - k.joined_at, interval '1 hour') end as at
       from kept k
     )
     insert into program_item_progress (member_id, item_id, progress, quiz_score, completed_at, last_active_at)
     select member_id, item_id,
            case when done then 100 else 10 + floor(score_roll * 80)::int end,
            case when done then 70 + floor(score_roll * 31)::int
                 when quiz_roll < 0.4 then 20 + floor(quiz_roll * 125)::int end,
            case when done then at end, at
     from started`,
    [batchId, corporateId, COMPLETE_SHARE],
  );
  // Each employee's last activity, progress and points, as the API keeps them (learning.ts refreshMemberTotals).
  await client.query(
    `update corporate_members cm set
       last_active_at = t.last_active_at,
       progress = round(100.0 * t.completed / $3::int),
       point = t.point
     from (
       select pp.member_id, max(pp.last_active_at) as last_active_at, count(pp.completed_at) as completed,
              coalesce(sum(i.points) filter (where pp.completed_at is not null), 0) as point
       from program_item_progress pp join program_learning_items i on i.id = pp.item_id
       where i.batch_id = $1::int and i.corporate_id = $2::int
       group by pp.member_id
     ) t
     where cm.id = t.member_id`,
    [batchId, corporateId, items.length],
  );
  // Points for each completed item, as the completing request writes them (learning.ts awardPoints).
  const { rowCount: ledgerRows } = await client.query(
    `insert into point_ledger (user_id, points, xp, source, reference, description, created_at)
     select cm.user_id, i.points, i.points, 'corporate_program', i.id::text,
            'Menyelesaikan materi program ' || i.title, pp.completed_at
     from program_item_progress pp
     join program_learning_items i on i.id = pp.item_id
     join corporate_members cm on cm.id = pp.member_id
     where i.batch_id = $1::int and i.corporate_id = $2::int and pp.completed_at is not null`,
    [batchId, corporateId],
  );
  await client.query(
    `update users u set point = u.point + cm.point, xp = u.xp + cm.point
     from corporate_members cm where cm.user_id = u.id and cm.batch_id = $1::int and cm.point > 0`,
    [batchId],
  );

  // The manager: a corporate account managing the company, granted the batch, with a session.
  const {
    rows: [{ managerUserId }],
  } = await client.query(
    `insert into users (username, name, email, password_hash, id_role, email_verified_at)
     values ('manajer.beban', 'Manajer Beban', 'manajer.beban@beban.akademisiber.id', 'no-login', 4, now())
     returning id as "managerUserId"`,
  );
  await client.query(
    `with m as (insert into corporate_managers (user_id, corporate_id) values ($1, $2) returning id)
     insert into corporate_batch_access (manager_id, batch_id) select id, $3 from m`,
    [managerUserId, corporateId, batchId],
  );
  const managerToken = randomBytes(32).toString('base64url');
  await client.query(
    `insert into auth_tokens (user_id, token_hash, expires_at, user_agent)
     values ($1, $2, now() + interval '30 days', 'corporate-load')`,
    [managerUserId, createHash('sha256').update(managerToken).digest('hex')],
  );
  await client.query('commit');
  // Fresh statistics and visibility maps, as a database that grew over a year would have.
  for (const table of [
    'users',
    'auth_tokens',
    'corporates',
    'program_batches',
    'program_companies',
    'corporate_managers',
    'corporate_batch_access',
    'corporate_members',
    'courses',
    'course_modules',
    'materials',
    'assessments',
    'assessment_questions',
    'question_options',
    'program_learning_items',
    'program_item_progress',
    'point_ledger',
  ])
    await client.query(`vacuum analyze ${table}`);

  const {
    rows: [totals],
  } = await client.query(
    `with f as (
       select cm.*, (select count(*) from program_item_progress pp where pp.member_id = cm.id)::int as started
       from corporate_members cm where cm.batch_id = $1::int and cm.corporate_id = $2::int
     )
     select count(*)::int as employees,
            (select count(distinct department)::int from f) as departments,
            (select count(*)::int from program_item_progress pp join f on f.id = pp.member_id) as "startedPairs",
            (select count(*)::int from program_item_progress pp join f on f.id = pp.member_id
             where pp.completed_at is not null) as "completedPairs",
            (count(*) filter (where progress = 100))::int as "completedAll",
            (count(*) filter (where started = 0))::int as "neverStarted",
            (count(*) filter (where last_active_at < now() - interval '14 days'
                               or (last_active_at is null and joined_at < now() - interval '14 days')))::int
              as "idleTwoWeeks",
            (select count(*)::int from program_item_progress) as "progressRowsInDatabase",
            (select count(*)::int from corporate_members) as "employeesInDatabase"
     from f`,
    [batchId, corporateId],
  );
  return {
    seconds: (Date.now() - started) / 1000,
    batchId,
    corporateId,
    items: items.length,
    contentCourses: courses.length,
    employees,
    progressRows,
    ledgerRows,
    totals,
    managerToken,
  };
}
