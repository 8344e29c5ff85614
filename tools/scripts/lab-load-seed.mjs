// The data of the lab figures (lab-load.mjs): on top of the demo seed, members, challenges whose static flags the
// script knows, solves spread over the last months (with their submissions, attempts and ledger rows) and sessions,
// all by bulk SQL (generate_series) so 200,000 solves take seconds; and the (player, challenge) pairs the flag
// submissions use. A session is a random token whose SHA-256 is stored in auth_tokens, as the API stores the tokens it
// issues (modules/auth hashToken), so no argon2 login is needed.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** As decision 0035 and util-contracts say (LAB_XP_PER_POINT, LAB_FIRST_BLOOD_XP): the XP of a seeded solve. */
const XP_PER_POINT = 2;
const FIRST_BLOOD_XP = 50;
const LOAD_PREFIX = 'beban';

/** A challenge the players can open now without a prerequisite: what the solves and the submissions go to. */
const eligible = (alias = '') =>
  `${alias}published and ${alias}prerequisite_id is null
   and (${alias}visible_from is null or ${alias}visible_from <= now())
   and (${alias}visible_until is null or ${alias}visible_until > now())`;

export async function seedLoad(client, settings, flagSecret) {
  const started = Date.now();
  await client.query('begin');
  const { rowCount: users } = await client.query(
    `insert into users (username, name, email, password_hash, id_role, email_verified_at, created_at)
     select $1 || lpad(n::text, 5, '0'), 'Peserta Beban ' || n, $1 || n || '@beban.akademisiber.id',
            'no-login', 1, now(), now() - random() * interval '365 days'
     from generate_series(1, $2::int) n`,
    [LOAD_PREFIX, settings.users],
  );

  // Extra challenges, a quarter of them dynamic: 10,000 members cannot hold 200,000 distinct solves of the demo's
  // dozen challenges (one solve per member and challenge).
  const { rows: challenges } = await client.query(
    `insert into lab_challenges (slug, title, category, difficulty, description, published, value_type,
                                 initial_value, minimum_value, decay)
     select $1 || '-' || lpad(n::text, 3, '0'), 'Tantangan beban ' || n,
            (enum_range(null::lab_category))[1 + n % 7], (enum_range(null::lab_difficulty))[1 + n % 3],
            'Tantangan untuk pengukuran beban.', true,
            (case when n % 4 = 0 then 'dynamic' else 'static' end)::lab_value_type,
            100 + (n % 5) * 100, case when n % 4 = 0 then 100 else 0 end, case when n % 4 = 0 then 500 else 1 end
     from generate_series(1, $2::int) n
     returning id, slug`,
    [LOAD_PREFIX, settings.challenges],
  );
  const flags = new Map(challenges.map((row) => [row.id, `AKSB{${row.slug}-${randomBytes(6).toString('hex')}}`]));
  await client.query(
    "insert into lab_flags (challenge_id, kind, flag_hash) select id, 'static', hash from " +
      'unnest($1::int[], $2::text[]) t(id, hash)',
    [
      [...flags.keys()],
      [...flags.values()].map((flag) => createHmac('sha256', flagSecret).update(`flag:${flag}`, 'utf8').digest('hex')),
    ],
  );

  const {
    rows: [{ open }],
  } = await client.query(`select count(*)::int as open from lab_challenges where ${eligible()}`);
  // Each member keeps a share of the challenges between 15 % and 85 % (mean 50 %), so scores spread widely.
  if (settings.solves > 0.45 * settings.users * open)
    throw new Error(`${settings.solves} solves do not fit ${settings.users} members × ${open} challenges`);
  // A solve keeps the value it was awarded: CTFd's formula over the solves before it (decision 0035), first blood
  // on a challenge's first solve, XP = 2 × points (+ 50 for first blood).
  const { rowCount: solves } = await client.query(
    `with eligible as (
       select id, value_type, initial_value, minimum_value, decay from lab_challenges where ${eligible()}
     ), pairs as materialized (
       -- random() per pair: in a WHERE clause over the users alone, the planner would draw it per member.
       select u.id as user_id, e.id as challenge_id, random() as roll,
              0.15 + 0.7 * ((u.id * 7919) % 1000) / 1000.0 as share
       from users u cross join eligible e
       where u.username like $1 || '%'
     ), picked as (
       select user_id, challenge_id, now() - random() * interval '120 days' as solved_at
       from pairs where roll < share
       order by random()
       limit $2::int
     ), prior as (
       select challenge_id, count(*)::int as n from lab_solves group by challenge_id
     ), ordered as (
       select p.*, coalesce(prior.n, 0) + row_number() over (partition by p.challenge_id order by p.solved_at) - 1
                   as before
       from picked p left join prior using (challenge_id)
     ), valued as (
       select o.user_id, o.challenge_id, o.solved_at, o.before = 0 as first_blood,
              case when e.value_type = 'static' then e.initial_value
                   else greatest(e.minimum_value, ceil(e.initial_value - (e.initial_value - e.minimum_value)::numeric
                        / (e.decay * e.decay) * o.before * o.before))::int end as points
       from ordered o join eligible e on e.id = o.challenge_id
     )
     insert into lab_solves (user_id, challenge_id, points, xp, first_blood, solved_at)
     select user_id, challenge_id, points, points * $3::int + case when first_blood then $4::int else 0 end,
            first_blood, solved_at
     from valued`,
    [LOAD_PREFIX, settings.solves, XP_PER_POINT, FIRST_BLOOD_XP],
  );
  // What a solve made through the API leaves beside it: the right submission, the attempt, the ledger entry and the
  // member's balance.
  const loadSolves = `from lab_solves s join users u on u.id = s.user_id where u.username like $1 || '%'`;
  await client.query(
    `insert into lab_submissions (user_id, challenge_id, correct, ip, submitted_at)
     select s.user_id, s.challenge_id, true, '192.0.2.99', s.solved_at ${loadSolves}`,
    [LOAD_PREFIX],
  );
  await client.query(
    `insert into lab_attempts (user_id, challenge_id, attempts, updated_at)
     select s.user_id, s.challenge_id, 1, s.solved_at ${loadSolves}`,
    [LOAD_PREFIX],
  );
  await client.query(
    `insert into point_ledger (user_id, points, xp, source, reference, description, created_at)
     select s.user_id, s.points, s.xp, 'ctf', 'ctf-' || c.slug, 'Menyelesaikan tantangan CTF ' || c.title, s.solved_at
     ${loadSolves.replace('from lab_solves s', 'from lab_solves s join lab_challenges c on c.id = s.challenge_id')}`,
    [LOAD_PREFIX],
  );
  await client.query(
    `update users u set point = t.points, xp = t.xp
     from (select s.user_id, sum(s.points)::int as points, sum(s.xp)::int as xp ${loadSolves} group by s.user_id) t
     where u.id = t.user_id`,
    [LOAD_PREFIX],
  );

  // Sessions for the first members, stored as the API stores the tokens it issues (SHA-256 of the token).
  const { rows: playerRows } = await client.query(
    `select id from users where username like $1 || '%' order by id limit $2::int`,
    [LOAD_PREFIX, settings.players],
  );
  const players = playerRows.map((row) => ({ id: row.id, token: randomBytes(32).toString('base64url') }));
  await client.query(
    `insert into auth_tokens (user_id, token_hash, expires_at, user_agent)
     select id, hash, now() + interval '30 days', 'lab-load' from unnest($1::int[], $2::text[]) t(id, hash)`,
    [
      players.map((player) => player.id),
      players.map((player) => createHash('sha256').update(player.token).digest('hex')),
    ],
  );
  await client.query('commit');
  // Fresh statistics and visibility maps, as a database that grew over months would have.
  const tables = [
    'users',
    'auth_tokens',
    'lab_challenges',
    'lab_flags',
    'lab_solves',
    'lab_submissions',
    'lab_attempts',
  ];
  for (const table of [...tables, 'point_ledger']) await client.query(`vacuum analyze ${table}`);

  const {
    rows: [counts],
  } = await client.query(
    `select (select count(*)::int from users where id_role = 1 and deleted_at is null) as members,
            (select count(*)::int from lab_solves) as solves,
            (select count(*)::int from lab_challenges where ${eligible()}) as challenges`,
  );
  return {
    seconds: (Date.now() - started) / 1000,
    users,
    solves,
    extraChallenges: challenges.length,
    totals: counts,
    players,
    flags: new Map(challenges.map((row) => [row.id, { slug: row.slug, flag: flags.get(row.id) }])),
  };
}

/**
 * The submissions to send: pairs (player, challenge) the player has not solved, shuffled. Half of the pairs on the
 * challenges whose flag this script knows are kept for right answers (each used once: a solved pair would answer 409);
 * every other pair takes the wrong answers in turn, so no pair comes near 10 wrong answers a minute. Challenges with
 * a maximum of attempts are left out (their pairs would run out of attempts and answer 409).
 */
export async function submissionPools(client, seed) {
  const tokens = new Map(seed.players.map((player) => [player.id, player.token]));
  const { rows } = await client.query(
    `select p.id as user_id, c.id as challenge_id, c.slug
     from unnest($1::int[]) p(id) cross join lab_challenges c
     where ${eligible('c.')} and c.max_attempts is null
       and not exists (select 1 from lab_solves s where s.user_id = p.id and s.challenge_id = c.id)
     order by random()`,
    [seed.players.map((player) => player.id)],
  );
  const right = [];
  const wrong = [];
  let known = 0;
  for (const row of rows) {
    const flag = seed.flags.get(row.challenge_id);
    const pair = { token: tokens.get(row.user_id), slug: row.slug };
    if (flag && known++ % 2 === 0) right.push({ ...pair, flag: flag.flag });
    else wrong.push(pair);
  }
  return { right, wrong, nextRight: 0, nextWrong: 0, sent: { right: 0, wrong: 0 } };
}
