// Test helpers of the content module: audio a Cybercast upload takes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A few seconds of a tone as MP3, made by ffmpeg like an editor's export. */
export function toneMp3(seconds: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'tone-'));
  try {
    const file = path.join(dir, 'tone.mp3');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=500:duration=${seconds}`,
      '-ac',
      '1',
      '-b:a',
      '32k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
