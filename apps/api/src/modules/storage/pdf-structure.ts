// A member's PDF as pdf-lib reads it (decision 0026): every object it holds is looked at for active names, and the
// places of stream data are found so that the raw scan can leave out bytes that are only picture or compressed data
// without giving an object a place to hide.
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFObjectParser,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * Names of scripts, event actions, and embedded content. A transfer receipt needs none of them. `/OpenAction` is not
 * one by itself: bank statements and office or LaTeX exports use it to open at a page and zoom; what it may do is
 * checked by `openActionVerdict` below.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
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
export const isActive = (name: string) => ACTIVE_NAMES.has(name);

/** A name's `#xx` escapes decoded, in either case (pdf-lib decodes only upper-case hex, viewers both). */
export const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const PICTURE_MARKS = new Set(['Image', 'DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);
// A viewer reads a stream with /First and /N as an object stream whatever its type says: never a picture.
const OBJECT_MARKS = new Set(['ObjStm', 'XRef', 'First', 'N']);

/** Whether a stream dictionary's names (keys and name values) say picture and nothing that holds objects. */
export function isPicture(names: Iterable<string>): boolean {
  const all = [...names];
  return all.some((name) => PICTURE_MARKS.has(name)) && !all.some((name) => OBJECT_MARKS.has(name));
}

/** Nesting deeper than this is no receipt; it is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * 'active' when an object pdf-lib holds (object streams unpacked), a stream's dictionary or the trailer has an
 * active name as a key or a value; 'broken' when nesting goes deeper than MAX_DEPTH.
 */
export function structureVerdict(context: PDFContext): 'ok' | 'active' | 'broken' {
  const trailer = Object.values(context.trailerInfo).filter((value): value is PDFObject => value !== undefined);
  const pending: Array<[PDFObject, number]> = [
    ...context.enumerateIndirectObjects().map(([, object]): [PDFObject, number] => [object, 0]),
    ...trailer.map((object): [PDFObject, number] => [object, 0]),
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [object, depth] = next;
    if (depth > MAX_DEPTH) return 'broken';
    if (object instanceof PDFName) {
      if (isActive(decodeName(object.decodeText()))) return 'active';
    } else if (object instanceof PDFDict) {
      if (openActionVerdict(context, object) === 'active') return 'active';
      for (const [key, value] of object.entries()) pending.push([key, depth + 1], [value, depth + 1]);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) pending.push([value, depth + 1]);
    } else if (object instanceof PDFStream) {
      pending.push([object.dict, depth + 1]);
    }
  }
  return 'ok';
}

/**
 * What a document does when it is opened: showing a page (a destination, or a GoTo action) is fine; any other action
 * (a script, a launch, a link out, a form sent, a sound) runs without the reader asking, so the proof is refused.
 */
function openActionVerdict(context: PDFContext, dict: PDFDict): 'ok' | 'active' {
  const raw = entryOf(dict, 'OpenAction');
  if (raw === undefined) return 'ok';
  const action = context.lookup(raw);
  if (action instanceof PDFArray) return 'ok';
  if (!(action instanceof PDFDict)) return 'active';
  const kind = context.lookup(entryOf(action, 'S'));
  const showsPage = kind instanceof PDFName && decodeName(kind.decodeText()) === 'GoTo';
  return showsPage && entryOf(action, 'Next') === undefined ? 'ok' : 'active';
}

/** A dictionary's value under a key, however the key's name is escaped. */
function entryOf(dict: PDFDict, key: string): PDFObject | undefined {
  for (const [name, value] of dict.entries()) if (decodeName(name.decodeText()) === key) return value;
  return undefined;
}

export interface StreamBody {
  start: number;
  end: number;
  picture: boolean;
  /** Only FlateDecode, no parameters: what it unpacks to is the data (the raw bytes are compressed noise). */
  flateOnly: boolean;
  /**
   * An object stream (or one a viewer could read as such) or a cross-reference stream, unpacked in a way zlib here
   * cannot repeat (another filter, an object stream's predictor): pdf-lib would unpack it, this check could not.
   */
  uninspectable: boolean;
}

/**
 * The data of every stream in the file, or `null` when some place a viewer may start reading an object from does
 * not hold one whole object by itself. Each object is read by pdf-lib from its `obj` up to the next `obj` only: an
 * object header inside stream data, a string or a comment cuts the object around it short, so it does not parse.
 * When this answers, no object starts inside stream data and none reads on into another object's stream data.
 */
export function streamBodies(bytes: Buffer): StreamBody[] | null {
  const headers = objectKeywords(bytes);
  const context = PDFContext.create();
  const bodies: StreamBody[] = [];
  for (const [index, at] of headers.entries()) {
    const from = at + OBJ.length;
    const to = headers[index + 1] ?? bytes.length;
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray(from, to), context).parseObject();
    } catch {
      return null;
    }
    if (!(object instanceof PDFRawStream)) continue;
    const start = bodyStart(bytes, from, to, object.contents);
    if (start === -1) return null;
    bodies.push({ start, end: start + object.contents.length, ...kindOf(object.dict) });
  }
  return bodies;
}

const OBJ = Buffer.from('obj', 'latin1');
const isSpace = (byte: number) => [0, 9, 10, 12, 13, 32].includes(byte);
const isDelimiter = (byte: number) => '()<>[]{}/%'.includes(String.fromCharCode(byte));
const isDigit = (byte: number) => (byte >= 0x30 && byte <= 0x39) || byte === 0x2e;

/**
 * Every `obj` keyword that may end an object header for some viewer: after white space or a number (comments end
 * with a line end, so `5 0 %…⏎obj` counts), before white space, a delimiter or the end. The numbers are not
 * checked; an `obj` more is only an object less to read as stream data.
 */
function objectKeywords(bytes: Buffer): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(OBJ); at !== -1; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    const before = bytes[at - 1];
    const after = bytes[at + OBJ.length];
    if (
      before !== undefined &&
      (isSpace(before) || isDigit(before)) &&
      (after === undefined || isSpace(after) || isDelimiter(after))
    )
      found.push(at);
  }
  return found;
}

/** pdf-lib's own parser, asked where it stands after a stream's dictionary (a protected part of it). */
class DictionaryReader extends PDFObjectParser {
  /** Where the data of the stream that `bytes` holds starts: after its dictionary, `stream` and that end of line. */
  static dataStart(bytes: Uint8Array, context: PDFContext): number {
    const reader = PDFObjectParser.forBytes(bytes, context) as DictionaryReader;
    reader.skipWhitespaceAndComments();
    reader.parseDict();
    reader.skipWhitespaceAndComments();
    const at = reader.bytes.offset();
    // The keyword with the ends of line pdf-lib tries, in its order.
    const keyword = ['stream \r\n', 'stream\r\n', 'stream\r', 'stream\n', 'stream'].find(
      (word) => Buffer.from(bytes.subarray(at, at + word.length)).toString('latin1') === word,
    );
    return keyword ? at + keyword.length : -1;
  }
}

/** Where pdf-lib's data of the stream read from `from` starts, checked against the data it read; -1 if not found. */
function bodyStart(bytes: Buffer, from: number, to: number, contents: Uint8Array): number {
  const at = DictionaryReader.dataStart(bytes.subarray(from, to), PDFContext.create());
  if (at === -1) return -1;
  const start = from + at;
  return bytes.subarray(start, start + contents.length).equals(contents) ? start : -1;
}

/** Filters pdf-lib or a viewer would undo on a stream of objects that zlib here would not. */
export const OTHER_FILTERS = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'Crypt',
]);

function kindOf(dict: PDFDict): Omit<StreamBody, 'start' | 'end'> {
  const names = new Set<string>();
  const nameOf = (object: PDFObject | undefined) =>
    object instanceof PDFName ? decodeName(object.decodeText()) : undefined;
  const add = (object: PDFObject | undefined) => {
    const name = nameOf(object);
    if (name !== undefined) names.add(name);
    if (object instanceof PDFArray) object.asArray().forEach(add);
  };
  let filter: PDFObject | undefined;
  for (const [key, value] of dict.entries()) {
    add(key);
    if (['Type', 'Subtype', 'Filter'].includes(nameOf(key) ?? '')) add(value);
    if (nameOf(key) === 'Filter') filter = value;
  }
  const filters = (filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : []).map(
    (item) => nameOf(item) ?? '?',
  );
  const flateOnly = filters.length === 1 && ['FlateDecode', 'Fl'].includes(filters[0]) && !names.has('DecodeParms');
  const holdsObjects = ['ObjStm', 'First', 'XRef'].some((name) => names.has(name));
  // A cross-reference stream's predictor is normal and it holds only offsets; an object stream's would hide names.
  const uninspectable =
    holdsObjects &&
    (filters.some((name) => !['FlateDecode', 'Fl'].includes(name)) || (names.has('DecodeParms') && !names.has('XRef')));
  return { picture: isPicture(names), flateOnly, uninspectable };
}
