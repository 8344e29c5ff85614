// A PDF from a member is looked at before it is kept (decision 0026): it is refused when it can run anything in a
// viewer (scripts, actions on open or on events, launching programs, sending or importing form data, embedded or
// rich-media files), when bytes follow its last %%EOF (another file riding along), when it is encrypted (its
// object streams could not be read) and when pdf-lib cannot load it or it has no page. Names are compared after
// their #xx escapes are decoded, in the file as it is and in every compressed stream unpacked with zlib — within a
// budget, so a small file that unpacks to gigabytes is refused instead of filling the memory.
import { constants, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

export type PdfVerdict = 'ok' | 'active' | 'trailing' | 'encrypted' | 'broken';

/** Names of scripts, automatic or event actions, and embedded content. A transfer receipt needs none of them. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'XFA',
]);
/** Filters pdf-lib would undo on an object stream that zlib here would not: such a stream is not inspected, so refused. */
const OTHER_FILTERS = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt']);
/** What all compressed streams of one file may unpack to (pictures are not unpacked: they hold no PDF objects). */
export const PDF_INFLATE_BUDGET = 32 * 1024 * 1024;

// A name is `/` and the regular characters after it (not whitespace, not a delimiter).
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const STREAM = /(?<!end)stream(?:\r\n|\n|\r)/g;
const ONLY_WHITESPACE = /^[\0\t\n\f\r ]*$/;

function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(NAME)) yield match[1].replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function hasName(text: string, wanted: (name: string) => boolean): boolean {
  for (const name of namesIn(text)) if (wanted(name)) return true;
  return false;
}

const isActive = (name: string) => ACTIVE_NAMES.has(name);

const isZlib = (data: Buffer) => data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;

/** The unpacked data of every zlib stream but pictures; `null` when over budget, unreadable, or not inspectable. */
function unpackedStreams(bytes: Buffer, text: string): Buffer[] | null {
  const streams: Buffer[] = [];
  let budget = PDF_INFLATE_BUDGET;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const header = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(Math.max(header, match.index - 4096, 0), match.index);
    const names = new Set(namesIn(dictionary));
    const raw = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (names.has('ObjStm') && (names.has('DecodeParms') || [...names].some((name) => OTHER_FILTERS.has(name)))) return null;
    if (names.has('Image') && !names.has('ObjStm')) continue;
    if (!isZlib(raw)) continue;
    try {
      // A stream cut short still yields what it holds (a viewer would read that much too).
      const data = inflateSync(raw, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
      budget -= data.length;
      streams.push(data);
    } catch {
      return null; // over the budget, or not zlib after all: not something this check can vouch for
    }
  }
  return streams;
}

export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'broken';
  const text = bytes.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end === -1) return 'broken';
  if (!ONLY_WHITESPACE.test(text.slice(end + 5))) return 'trailing';
  if (hasName(text, (name) => name === 'Encrypt')) return 'encrypted';
  // The whole file, stream data included: an object may sit inside a picture's bytes and be reached by its offset.
  if (hasName(text, isActive)) return 'active';
  const streams = unpackedStreams(bytes, text);
  if (!streams) return 'broken';
  if (streams.some((data) => hasName(data.toString('latin1'), isActive))) return 'active';
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount() > 0 ? 'ok' : 'broken';
  } catch {
    return 'broken';
  }
}
