// A PDF from a member is looked at before it is kept (decision 0026): it is refused when it can run anything in a
// viewer (scripts, actions on open or on events, launching programs, sending or importing form data, embedded or
// rich-media files), when bytes follow its last %%EOF (another file riding along), when it is encrypted (its
// object streams could not be read) and when pdf-lib cannot load it or it has no page. Names are compared after
// their #xx escapes are decoded: in every object pdf-lib reads, in the file's text outside picture and compressed
// data, and in every compressed stream but pictures unpacked with zlib — within a budget, so a small file that
// unpacks to gigabytes is refused instead of filling the memory.
import { constants, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { decodeName, isActive, OTHER_FILTERS, streamBodies, structureVerdict, type StreamBody } from './pdf-structure';

export type PdfVerdict = 'ok' | 'active' | 'trailing' | 'encrypted' | 'broken';

/** What all compressed streams of one file may unpack to (pictures are not unpacked: they hold no PDF objects). */
export const PDF_INFLATE_BUDGET = 32 * 1024 * 1024;

// A name is `/` and the regular characters after it (not whitespace, not a delimiter).
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
// As pdf-lib takes it: the end of line after `stream` is optional.
const STREAM = /(?<!end)stream(?: \r\n|\r\n|\r|\n)?/g;
const ONLY_WHITESPACE = /^[\0\t\n\f\r ]*$/;

function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(NAME)) yield decodeName(match[1]);
}

function hasName(text: string, wanted: (name: string) => boolean): boolean {
  for (const name of namesIn(text)) if (wanted(name)) return true;
  return false;
}

const isZlib = (data: Buffer) => data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;

/** A zlib stream's data: `start` is where it begins in the file, `end` where its stream data ends. */
type Unpacked = { start: number; end: number; data: Buffer };
type Budget = { left: number };

/**
 * What the zlib data at `start` unpacks to: complete within the stream's data; or running on past where that was
 * taken to end (a parser may take /Length over an `endstream` written inside the data), read to its own end; or
 * else cut short, as far as it goes (a viewer would read that much too). Throws when over the budget or unreadable.
 */
function unpack(bytes: Buffer, start: number, end: number, budget: Budget): Buffer {
  const attempt = (to: number, flush = constants.Z_FINISH) =>
    inflateSync(bytes.subarray(start, to), { maxOutputLength: budget.left, finishFlush: flush });
  let data: Buffer;
  try {
    data = attempt(end);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    try {
      data = attempt(bytes.length);
    } catch (next) {
      if (next instanceof RangeError) throw next;
      data = attempt(end, constants.Z_SYNC_FLUSH);
    }
  }
  budget.left -= data.length;
  return data;
}

/**
 * The unpacked data of every zlib stream pdf-lib finds but pictures; `null` when over budget, unreadable or
 * uninspectable.
 */
function unpackedBodies(bytes: Buffer, bodies: readonly StreamBody[]): Unpacked[] | null {
  const budget = { left: PDF_INFLATE_BUDGET };
  const streams: Unpacked[] = [];
  for (const { start, end, picture, uninspectable } of bodies) {
    if (uninspectable) return null;
    if (picture || !isZlib(bytes.subarray(start, end))) continue;
    try {
      streams.push({ start, end, data: unpack(bytes, start, end, budget) });
    } catch {
      return null; // over the budget, or not zlib after all: not something this check can vouch for
    }
  }
  return streams;
}

/**
 * When pdf-lib's reading of the file could not be placed (`streamBodies` is null): every zlib stream the text shows,
 * pictures too — which stream is what is not known — and any file that names object or cross-reference streams and
 * another filter is refused, as one of them might be unpacked by pdf-lib and not here.
 */
function unpackedFromText(bytes: Buffer, text: string): Unpacked[] | null {
  const names = new Set(namesIn(text));
  if (['ObjStm', 'First', 'XRef'].some((name) => names.has(name)) && [...names].some((name) => OTHER_FILTERS.has(name)))
    return null;
  const budget = { left: PDF_INFLATE_BUDGET };
  const streams: Unpacked[] = [];
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const found = text.indexOf('endstream', start);
    const end = found === -1 ? bytes.length : found;
    if (!isZlib(bytes.subarray(start, end))) continue;
    try {
      streams.push({ start, end, data: unpack(bytes, start, end, budget) });
    } catch {
      return null;
    }
  }
  return streams;
}

/** `text` with the given byte ranges turned into spaces. */
function blankedOut(text: string, ranges: readonly StreamBody[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    parts.push(text.slice(at, range.start), ' '.repeat(range.end - range.start));
    at = range.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * The verdict rests on the document pdf-lib reads: every object, object streams unpacked, and the trailer. The
 * file's own text is read as a second net for what pdf-lib passes over (an object a viewer would reach by its
 * offset, text between objects), but without the data of pictures and of zlib streams whose unpacked data is read
 * instead — those bytes are the member's picture or compressed noise and spell `/JS` or `/AA` by chance. They are
 * left out only when no object can start in them or read on into them (`streamBodies`); otherwise all is read.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'broken';
  const text = bytes.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end === -1) return 'broken';
  if (!ONLY_WHITESPACE.test(text.slice(end + 5))) return 'trailing';
  if (hasName(text, (name) => name === 'Encrypt')) return 'encrypted';
  // A file refused anyway is refused for a script it shows anywhere first, as the member can act on that.
  const brokenUnlessActive = (): PdfVerdict => (hasName(text, isActive) ? 'active' : 'broken');
  // Placed and unpacked before pdf-lib loads the file, as pdf-lib unpacks object streams with no limit.
  const bodies = streamBodies(bytes);
  const streams = bodies ? unpackedBodies(bytes, bodies) : unpackedFromText(bytes, text);
  if (!streams) return brokenUnlessActive();
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return brokenUnlessActive();
  }
  const structure = structureVerdict(document.context);
  if (structure !== 'ok') return structure;
  const unpacked = new Set(streams.map((stream) => stream.start));
  const unread = (bodies ?? []).filter((body) => body.picture || (body.flateOnly && unpacked.has(body.start)));
  if (hasName(blankedOut(text, unread), isActive)) return 'active';
  if (streams.some((stream) => hasName(stream.data.toString('latin1'), isActive))) return 'active';
  try {
    return document.getPageCount() > 0 ? 'ok' : 'broken';
  } catch {
    return 'broken'; // no catalog or no page tree
  }
}
