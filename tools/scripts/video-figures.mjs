// The video figures of decision 0051, rerun with `npm run figures:video` (after `node apps/api/build.mjs`):
//  1. transcoding a generated 60-second 720p clip into the renditions (360p + 720p, master playlist, thumbnail) with
//     the API's own transcoder, as a ratio to the clip's length (median of RUNS runs);
//  2. uploading a 200 MB file through the real API and tus, cut once in the middle and resumed from the offset HEAD
//     reports, against two baselines from the same run: the same bytes written straight to disk, and the same bytes
//     sent over HTTP to a bare node:http server writing them to disk.
// Prints a Markdown table; nothing is kept (temporary folders are removed).
import { spawn, execFileSync } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { request, createServer } from 'node:http';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 4510);
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 200);
/** `transcode` or `upload` runs one of the two figures. */
const ONLY = process.env.ONLY ?? '';
const work = mkdtempSync(path.join(tmpdir(), 'akademi-video-figures-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(1);

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** The API's transcoder and local storage, bundled from the sources as they are. */
async function loadTranscoder() {
  const entry = path.join(work, 'entry.ts');
  writeFileSync(
    entry,
    [
      ['createTranscoder', 'modules/authoring/video.ts'],
      ['createLocalStorage', 'modules/storage/storage.ts'],
    ]
      .map(([name, file]) => `export { ${name} } from ${JSON.stringify(path.join(root, 'apps/api/src', file))};`)
      .join('\n'),
  );
  const outfile = path.join(work, 'transcoder.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' });
  return import(pathToFileURL(outfile).href);
}

async function transcodingFigure() {
  const clip = path.join(work, 'clip-720p.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=60'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=60'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  const { createTranscoder, createLocalStorage } = await loadTranscoder();
  const times = [];
  let renditions = [];
  for (let run = 1; run <= RUNS; run++) {
    const storageDir = mkdtempSync(path.join(work, 'storage-'));
    const runDir = mkdtempSync(path.join(work, 'run-'));
    const transcoder = createTranscoder({ storage: createLocalStorage(storageDir) });
    const started = performance.now();
    const result = await transcoder.transcode(clip, runDir, () => undefined);
    times.push(performance.now() - started);
    renditions = result.renditions;
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
    console.error(`transcoding run ${run}: ${seconds(times.at(-1))} s`);
  }
  return { times, renditions, ratio: median(times) / 1000 / 60 };
}

/** A valid MP4 (ffprobe reads it) padded with random bytes to `megabytes`. */
function bigVideo(megabytes) {
  const file = path.join(work, 'big.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  const fd = openSync(file, 'a');
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = statSync(file).size; written < megabytes * 1024 * 1024; written += chunk.length) {
    for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    writeSync(fd, chunk);
  }
  closeSync(fd);
  return file;
}

async function api(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

/** Sends `file` from `offset` as one PATCH; `cutAfter` bytes into it, the connection is destroyed. */
function patch(url, token, file, offset, size, cutAfter) {
  return new Promise((resolve, reject) => {
    const req = request(`http://127.0.0.1:${PORT}${url}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size - offset),
      },
    });
    let sent = 0;
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(1024 * 1024);
    const pump = () => {
      for (;;) {
        if (cutAfter !== undefined && sent >= cutAfter) {
          closeSync(fd);
          req.destroy();
          return resolve('cut');
        }
        const length = Math.min(buffer.length, size - offset - sent);
        if (length <= 0) {
          closeSync(fd);
          return req.end();
        }
        const read = execRead(fd, buffer, length, offset + sent);
        sent += read;
        if (!req.write(buffer.subarray(0, read))) return req.once('drain', pump);
      }
    };
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', (error) => (cutAfter !== undefined ? resolve('cut') : reject(error)));
    pump();
  });
}

const execRead = (fd, buffer, length, position) => readSync(fd, buffer, 0, length, position);

async function uploadFigure(file) {
  const size = statSync(file).size;
  const login = await api('POST', '/api/auth/login', {
    body: { email: 'author@akademisiber.id', password: 'AkademiSiber#2026' },
  });
  const token = login.json.token;
  const base = '/api/author/content/batch-7-materi';
  const module = await api('POST', `${base}/modules`, { token, body: { title: 'Modul angka video' } });
  const material = await api('POST', `${base}/modules/${module.json.data.id}/materials`, {
    token,
    body: { kind: 'video', title: 'Video angka' },
  });
  const started = performance.now();
  const made = await api('POST', `${base}/materials/${material.json.data.id}/video-uploads`, {
    token,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(size) },
  });
  const url = made.response.headers.get('location');
  await patch(url, token, file, 0, size, Math.floor(size / 2));
  let offset = 0;
  for (let tries = 0; tries < 100; tries++) {
    const head = await fetch(`http://127.0.0.1:${PORT}${url}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    offset = Number(head.headers.get('upload-offset'));
    if (offset > 0 && head.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const status = await patch(url, token, file, offset, size);
  const elapsed = performance.now() - started;
  if (status !== 204) throw new Error(`the resumed PATCH answered ${status}`);
  return { elapsed, offset, size };
}

/** Writes `file` into `writable` a MiB at a time, minding back-pressure, then ends it. */
function pumpFile(file, writable) {
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1024 * 1024);
  const size = statSync(file).size;
  let position = 0;
  const pump = () => {
    while (position < size) {
      const read = execRead(fd, buffer, Math.min(buffer.length, size - position), position);
      position += read;
      if (!writable.write(Buffer.from(buffer.subarray(0, read)))) return writable.once('drain', pump);
    }
    closeSync(fd);
    writable.end();
  };
  pump();
}

async function diskBaseline(file) {
  const target = path.join(work, 'disk-copy');
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const out = createWriteStream(target);
    out.on('finish', resolve);
    out.on('error', reject);
    pumpFile(file, out);
  });
  const elapsed = performance.now() - started;
  rmSync(target, { force: true });
  return elapsed;
}

async function bareHttpBaseline(file) {
  const target = path.join(work, 'http-copy');
  const server = createServer((req, res) => {
    const out = createWriteStream(target);
    req.pipe(out);
    out.on('finish', () => res.writeHead(204).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  const size = statSync(file).size;
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'PUT', headers: { 'content-length': String(size) } });
    req.on('response', (response) => response.resume().on('end', resolve));
    req.on('error', reject);
    pumpFile(file, req);
  });
  const elapsed = performance.now() - started;
  server.close();
  rmSync(target, { force: true });
  return elapsed;
}

async function startApi() {
  const env = {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DIR: 'memory://',
    UPLOAD_DIR: path.join(work, 'uploads'),
    VIDEO_UPLOAD_DIR: path.join(work, 'tus'),
    MAIL_OUTBOX_DIR: path.join(work, 'mail'),
    STATIC_DIR: path.join(work, 'no-site'),
    LOG_LEVEL: 'warn',
    // The figure is the upload: the transcoding of the padded file is not part of it.
    JOB_WORKERS: 'false',
  };
  const child = spawn(process.execPath, [path.join(root, 'dist/apps/api/main.cjs')], { env, stdio: 'inherit' });
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the API did not start (run `node apps/api/build.mjs` first)');
}

async function uploadFigures() {
  const file = bigVideo(UPLOAD_MB);
  const disk = await diskBaseline(file);
  const bare = await bareHttpBaseline(file);
  const child = await startApi();
  let upload;
  try {
    upload = await uploadFigure(file);
  } finally {
    child.kill();
  }
  const mb = upload.size / 1024 / 1024;
  const rate = (ms) => `${(mb / (ms / 1000)).toFixed(0)} MB/s`;
  console.log(
    `| upload of ${mb.toFixed(0)} MB through the API and tus, cut at ${(upload.offset / 1024 / 1024).toFixed(0)} MB ` +
      `and resumed | ${seconds(upload.elapsed)} s, ${rate(upload.elapsed)} |`,
  );
  console.log(`| baseline: the same bytes over HTTP to a bare node:http server | ${seconds(bare)} s, ${rate(bare)} |`);
  console.log(`| baseline: the same bytes written to disk | ${seconds(disk)} s, ${rate(disk)} |`);
}

try {
  const transcoding = ONLY === 'upload' ? null : await transcodingFigure();
  console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}\n`);
  console.log('| figure | value |');
  console.log('| --- | --- |');
  if (transcoding) {
    console.log(
      `| transcoding a 60 s 720p clip into ${transcoding.renditions.map((r) => `${r}p`).join(' + ')} ` +
        `(median of ${RUNS}: ${transcoding.times.map((t) => seconds(t)).join(', ')} s) | ` +
        `${transcoding.ratio.toFixed(2)} × the clip's length |`,
    );
  }
  if (ONLY !== 'transcode') await uploadFigures();
} finally {
  rmSync(work, { recursive: true, force: true });
}
