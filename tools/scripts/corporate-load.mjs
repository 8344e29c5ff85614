// Corporate program figures under load (issue 19, decision 0047; not part of CI): the built API (dist/apps/api) on a
// fresh PostgreSQL database seeded with the demo plus one company of 5,000 employees in eight departments × 20
// learning items with a year of activity, next to a bare Fastify hello-world started in the same run (before and
// after), loaded with autocannon on 127.0.0.1. Rows: what the manager's pages ask the API for (apps/corporate's data
// files) — the dashboard (one call: figures, weekly trends, items, departments, batches, top and inactive employees),
// the Member page (its status summary, and the list's first page plain, filtered by status and department, and
// searched), Progres Belajar (the point ranking's first page and each item's completion) — at a fixed 50 req/s and at
// full speed; then the Member CSV of all employees (export-token, then export.csv?token=) read to its last byte, 5
// times, the median against the goal. Prints a table with the goals marked; `--json` prints the raw numbers. It exits
// 0 whether or not the goals are met, non-zero only when the run fails.
//
// The extra data is written by bulk SQL after the API seeded the demo (corporate-load-seed.mjs); the manager's session
// is a token of the script's own stored hashed, as the API stores its tokens. The API runs with its production
// settings (load-kit.mjs apiEnv); its weekly digest sweep first runs an hour after the start, so not during a run.
//
// Usage: node tools/scripts/corporate-load.mjs [--duration 10] [--connections 10] [--rate-connections 10]
//        [--rate 50] [--employees 5000] [--items 20] [--csv-runs 5]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test] [--api-dir dist/apps/api] [--json]
//   (run `node tools/scripts/build-all.mjs` first; --pg-url names a database to connect to for creating and dropping
//   the run's own database `akademi_load_<random>`.)
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEPARTMENTS, SEARCH_TERM, seedCorporateLoad } from './corporate-load-seed.mjs';
import {
  apiNote,
  bounded,
  figuresOptions,
  figuresSettings,
  loadNote,
  log,
  machineNote,
  measure,
  printAligned,
  ROW_HEADER,
  ROW_LEFT_COLUMNS,
  rowCells,
  runFigures,
  shownSettings,
  summarize,
  withBareBaseline,
  withClient,
  withSeededApi,
} from './load-kit.mjs';

const GOALS = {
  /** The manager's dashboard and Member page (and the calls beside them): p99 at the fixed rate. */
  pageP99Ms: 100,
  /** The CSV of every employee: from asking for the token to the file's last byte, median of the runs. */
  csvMs: 3000,
};
/** The page size of the Member page and Progres Belajar (apps/corporate PER_PAGE). */
const PER_PAGE = 10;
/** The department of the filtered row: the fourth largest of the seed's eight. */
const FILTER_DEPARTMENT = DEPARTMENTS[3][0];

// ── rows ──

const pair = (kind, seed) => `/api/corporate/${kind}/${seed.batchId}/group/${seed.corporateId}`;

/** What the manager's pages call (apps/corporate's data files), in the order of the pages. */
function pageCalls(seed) {
  const list = (query) =>
    `${pair('member', seed)}?${new URLSearchParams({ page: '1', per_page: String(PER_PAGE), ...query })}`;
  return [
    { page: 'Dashboard', name: 'dashboard', path: pair('dashboard', seed) },
    { page: 'Member', name: 'summary (status counts)', path: `${pair('member', seed)}/summary` },
    { page: 'Member', name: 'list, page 1', path: list({}) },
    {
      page: 'Member',
      name: `list, inactive in ${FILTER_DEPARTMENT}`,
      path: list({ status: 'inactive', department: FILTER_DEPARTMENT }),
    },
    { page: 'Member', name: `list, search "${SEARCH_TERM}"`, path: list({ q: SEARCH_TERM }) },
    {
      page: 'Progres Belajar',
      name: 'point ranking, page 1',
      path: `${pair('point', seed)}?${new URLSearchParams({ page: '1', per_page: String(PER_PAGE) })}`,
    },
    { page: 'Progres Belajar', name: 'items (completion)', path: `${pair('point', seed)}/items` },
  ];
}

/** Each call answers 200 before any load, and the lists count what the seed wrote. */
async function checkCalls(server, calls, seed) {
  const headers = { authorization: `Bearer ${seed.managerToken}` };
  const checks = {};
  for (const call of calls) {
    const response = await fetch(server.url + call.path, { headers });
    if (response.status !== 200) {
      throw new Error(`${call.path} answered ${response.status} before the load started: ${await response.text()}`);
    }
    const body = await response.json();
    checks[call.name] = {
      bytes: JSON.stringify(body).length,
      total: body.meta?.total ?? null,
      rows: Array.isArray(body.data) ? body.data.length : null,
    };
  }
  const plain = checks['list, page 1'].total;
  if (plain !== seed.totals.employees) {
    throw new Error(`the Member list counts ${plain} employees, the seed wrote ${seed.totals.employees}`);
  }
  return checks;
}

async function measurePages(server, settings, calls, seed) {
  const rows = [];
  const headers = { authorization: `Bearer ${seed.managerToken}` };
  for (const call of calls) {
    const base = { headers };
    log(`  ${call.path} at full speed`);
    rows.push(
      summarize(await measure(server.url + call.path, base, settings), {
        endpoint: `${call.page}: ${call.name}`,
        path: call.path,
        mode: 'max',
        connections: settings.connections,
      }),
    );
    log(`  ${call.path} at ${settings.rate} req/s`);
    rows.push(
      summarize(
        await measure(
          server.url + call.path,
          { ...base, overallRate: settings.rate, connections: settings.rateConnections },
          settings,
        ),
        {
          endpoint: `${call.page}: ${call.name}`,
          path: call.path,
          mode: `${settings.rate}/s`,
          rate: settings.rate,
          connections: settings.rateConnections,
        },
      ),
    );
  }
  return rows;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The Member page's "Unduh CSV" as the browser does it: the token (with the session), then the file by the token.
 * Times: the token, the file's first byte and its last byte, from the moment the token is asked for.
 */
async function measureCsv(server, settings, seed) {
  const runs = [];
  const headers = { authorization: `Bearer ${seed.managerToken}` };
  // One unrecorded run first, as the rows have their warm-up.
  for (let run = 0; run <= settings.csvRuns; run++) {
    const startedAt = performance.now();
    const tokenResponse = await fetch(`${server.url}${pair('member', seed)}/export-token`, { headers });
    if (tokenResponse.status !== 200) throw new Error(`export-token answered ${tokenResponse.status}`);
    const { data } = await tokenResponse.json();
    const tokenMs = performance.now() - startedAt;
    const response = await fetch(
      `${server.url}${pair('member', seed)}/export.csv?${new URLSearchParams({ token: data.token })}`,
    );
    const firstByteMs = performance.now() - startedAt;
    const text = await response.text();
    const lastByteMs = performance.now() - startedAt;
    if (response.status !== 200) throw new Error(`export.csv answered ${response.status}: ${text.slice(0, 200)}`);
    const lines = text.split('\r\n').filter(Boolean).length;
    if (lines !== seed.totals.employees + 1) {
      throw new Error(`the CSV has ${lines} lines, expected ${seed.totals.employees} employees and a header`);
    }
    if (run === 0) continue;
    runs.push({ tokenMs, firstByteMs, lastByteMs, bytes: Buffer.byteLength(text), lines });
  }
  return {
    runs,
    medianMs: median(runs.map((run) => run.lastByteMs)),
    medianTokenMs: median(runs.map((run) => run.tokenMs)),
    medianFirstByteMs: median(runs.map((run) => run.firstByteMs)),
    minMs: Math.min(...runs.map((run) => run.lastByteMs)),
    maxMs: Math.max(...runs.map((run) => run.lastByteMs)),
    bytes: runs[0].bytes,
    lines: runs[0].lines,
  };
}

// ── report ──

function goalOf(row) {
  if (row.mode === 'max') return '(capacity)';
  if (row.reqPerSec < row.rate * 0.95) return `NOT MET (reached ${Math.round(row.reqPerSec)}/s)`;
  if (row.errors > 0 || row.non2xx > 0) return 'NOT MET (errors)';
  return row.p99Ms < GOALS.pageP99Ms ? 'met' : 'NOT MET';
}

const csvGoal = (csv) => (csv.medianMs < GOALS.csvMs ? 'met' : 'NOT MET');

const thousands = (value) => value.toLocaleString('en');

function printReport(report) {
  const { rows, bare, settings, seed, csv, checks } = report;
  printAligned(
    ROW_HEADER,
    [bare, ...rows].map((row) => rowCells(row, bare, goalOf(row))),
    ROW_LEFT_COLUMNS,
  );
  console.log('');
  printAligned(
    ['CSV of every employee (export-token, then export.csv)', 'median ms', 'min ms', 'max ms', 'goal'],
    [
      [
        `to the last byte (${settings.csvRuns} runs: ${csv.runs.map((run) => run.lastByteMs.toFixed(0)).join(' / ')})`,
        csv.medianMs.toFixed(0),
        csv.minMs.toFixed(0),
        csv.maxMs.toFixed(0),
        `${csvGoal(csv)} (< ${GOALS.csvMs} ms)`,
      ],
      ['  of which the token', csv.medianTokenMs.toFixed(0), '', '', ''],
      ['  the first byte of the file', csv.medianFirstByteMs.toFixed(0), '', '', ''],
    ],
    [0, 4],
  );
  const { totals } = seed;
  const pairs = totals.employees * seed.items;
  const share = (part) => `${((part / pairs) * 100).toFixed(0)} %`;
  const answers = Object.entries(checks).map(
    ([name, check]) =>
      `${name} ${thousands(check.bytes)} B${check.total === null ? '' : ` (${thousands(check.total)} found)`}`,
  );
  console.log(
    [
      '',
      `Goals (issue 19): each call of the manager's dashboard, Member page and Progres Belajar p99 < ` +
        `${GOALS.pageP99Ms} ms at ${settings.rate} req/s;`,
      `  the CSV of every employee in under ${GOALS.csvMs / 1000} s (median of ${settings.csvRuns}, after one ` +
        'unrecorded run). A fixed-rate row that reached',
      '  less than 95 % of its rate, or answered anything but 200, is "NOT MET".',
      'Data: the demo seed plus one company in a full-access batch that started 365 days ago: ' +
        `${thousands(totals.employees)} employees`,
      `  in ${totals.departments} departments, ${seed.items} learning items (each with its own content course, owner ` +
        "'program') and a year of activity:",
      `  ${thousands(totals.startedPairs)} of ${thousands(pairs)} employee × item pairs started ` +
        `(${share(totals.startedPairs)}), ${thousands(totals.completedPairs)} completed ` +
        `(${share(totals.completedPairs)}, each with its ledger row);`,
      `  ${thousands(totals.completedAll)} employees completed every item, ${thousands(totals.neverStarted)} never ` +
        `started, ${thousands(totals.idleTwoWeeks)} without activity for 14 days;`,
      `  written by bulk SQL in ${seed.seconds.toFixed(1)} s. One manager, one session.`,
      `Answers (unloaded): ${answers.slice(0, 3).join('; ')};`,
      `  ${answers.slice(3, 5).join('; ')};`,
      `  ${answers.slice(5).join('; ')}.`,
      `CSV: ${thousands(csv.lines - 1)} employees, ${thousands(csv.bytes)} bytes; the token is a GET with the ` +
        'session, the file a GET by the token',
      '  (as the browser downloads it), read to the end.',
      ...apiNote(settings),
      ...loadNote(settings),
      machineNote(settings.loadBefore),
    ].join('\n'),
  );
}

async function main() {
  const { values } = parseArgs({
    options: figuresOptions({
      'rate-connections': { type: 'string', default: '10' },
      rate: { type: 'string', default: '50' },
      employees: { type: 'string', default: '5000' },
      items: { type: 'string', default: '20' },
      'csv-runs': { type: 'string', default: '5' },
    }),
  });
  // Bounded so a typo cannot turn a figures run into an open-ended load.
  const settings = figuresSettings(values, {
    rateConnections: bounded(values['rate-connections'], 10, 1, 200),
    rate: bounded(values.rate, 50, 1, 5000),
    employees: bounded(values.employees, 5000, 100, 10_000),
    items: bounded(values.items, 20, 1, 100),
    csvRuns: bounded(values['csv-runs'], 5, 1, 21),
  });

  const { result: measured, bare: baseline } = await withBareBaseline(settings, () =>
    withSeededApi(settings, {}, async (server, database) => {
      log(`  seeding ${settings.employees} employees × ${settings.items} items with a year of activity`);
      const seed = await withClient(database.url, (client) => seedCorporateLoad(client, settings));
      log(`  seeded in ${seed.seconds.toFixed(1)} s`);
      const calls = pageCalls(seed);
      const checks = await checkCalls(server, calls, seed);
      const rows = await measurePages(server, settings, calls, seed);
      log(`  CSV of every employee, ${settings.csvRuns} runs`);
      const csv = await measureCsv(server, settings, seed);
      return { seed, checks, rows, csv };
    }),
  );
  const bare = { ...baseline, connections: settings.connections };
  const report = { ...measured, bare, settings };

  if (values.json) {
    // The session stays out of the dump.
    const { managerToken: _token, ...seedFigures } = measured.seed;
    console.log(
      JSON.stringify(
        {
          settings: shownSettings(settings),
          goals: GOALS,
          seed: seedFigures,
          answers: measured.checks,
          bare,
          rows: measured.rows.map((row) => ({
            ...row,
            shareOfBare: row.mode === 'max' ? row.reqPerSec / bare.reqPerSec : null,
            goal: goalOf(row),
          })),
          csv: { ...measured.csv, goal: csvGoal(measured.csv) },
        },
        null,
        2,
      ),
    );
  } else {
    printReport(report);
  }
}

await runFigures('corporate-load', main);
