// Brings the source lines Prettier cannot shorten under the 120-character print width: long string literals are
// split into a concatenation at word boundaries (Prettier then puts the parts on lines of their own), long comments
// are reflowed onto several comment lines, and a comment trailing a long line of code moves above it. Strings whose
// value must stay a literal type (`as const`, type positions, import paths, property names, tagged templates) are
// left alone and reported. Run it, then Prettier on the files it names, then `node tools/scripts/code-metrics.mjs
// --list` (the lines still over; tools/scripts/tests/line-length.test.mjs holds the count at 0).
//
// Usage: node tools/scripts/wrap-long-lines.mjs [--dry-run] [paths...]   (default: every tracked source file)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { workspaceRoot } from './lib.mjs';

const WIDTH = 120;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const paths = args.filter((arg) => !arg.startsWith('--'));

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.startsWith('apps/api/media/') && !file.includes('node_modules/'));
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(js|mjs|cjs)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Whether the literal's value must stay one literal (a type, a key, a path, a `const` assertion). */
function mustStayWhole(node) {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  if (ts.isImportTypeNode?.(parent) || ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isEnumMember(parent) || ts.isTaggedTemplateExpression(parent)) return true;
  if (ts.isExpressionStatement(parent)) return true; // 'use strict' and other directives
  // A test's title: Prettier keeps `it('…', async () => {` on one line whatever its length, and a title in pieces
  // reads worse than a long line: say it in fewer words instead (a comment above the test can carry the detail).
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    /^(it|test|describe)(\.\w+)?$/.test(parent.expression.getText())
  )
    return true;
  if (ts.isCallExpression(parent) && /\b(literal|jest\.mock|require|import)$/.test(parent.expression.getText()))
    return true;
  for (let up = parent; up; up = up.parent) {
    if (ts.isTypeNode(up) && !ts.isExpressionWithTypeArguments(up)) return true;
    if (ts.isAsExpression(up) && up.type.getText() === 'const') return true;
    if (ts.isSatisfiesExpression?.(up)) return true;
    if (ts.isCaseClause(up) && up.expression === node) return true;
  }
  return false;
}

/** A JavaScript single-quoted literal of `value`. */
function quoted(value) {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${body}'`;
}

/** The value in pieces of at most `max` characters, cut after a space (each piece keeps its trailing space). */
function pieces(value, max) {
  const out = [];
  let rest = value;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) cut = rest.indexOf(' ', max);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut + 1));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out.filter((piece) => piece !== '');
}

/**
 * A template's raw text in pieces of at most `max` characters, cut after a space that is outside every `${…}` (and,
 * for SQL, outside quoted SQL text), so each piece is a valid template of its own.
 */
function templatePieces(raw, max, sql) {
  const cuts = [];
  let depth = 0;
  let quote = false;
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i];
    if (c === '\\') i += 1;
    else if (c === '$' && raw[i + 1] === '{') {
      depth += 1;
      i += 1;
    } else if (c === '{' && depth > 0) depth += 1;
    else if (c === '}' && depth > 0) depth -= 1;
    else if (c === "'" && depth === 0 && sql) quote = !quote;
    else if (c === ' ' && depth === 0 && !quote) cuts.push(i);
  }
  const out = [];
  let from = 0;
  while (raw.length - from > max) {
    const fitting = cuts.filter((cut) => cut > from && cut - from <= max);
    const cut = fitting.at(-1) ?? cuts.find((c) => c > from);
    if (cut === undefined) break;
    out.push(raw.slice(from, cut + 1));
    from = cut + 1;
  }
  out.push(raw.slice(from));
  return out.filter((piece) => piece !== '');
}

/** Splits the long string literals of one file; returns the new text and the literals it had to leave. */
function splitStrings(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const lines = text.split('\n');
  const edits = [];
  const left = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const start = node.getStart(source);
      const { line, character } = source.getLineAndCharacterOfPosition(start);
      const raw = node.getText(source);
      if (lines[line].length > WIDTH && !raw.includes('\n') && node.text.length > 40) {
        if (mustStayWhole(node)) left.push(`${file}:${line + 1}`);
        else {
          // Room on this line once what follows the literal (`, async () => {`) is counted too.
          const after = lines[line].length - character - raw.length;
          const max = Math.max(30, Math.min(WIDTH - character - 16, WIDTH - character - after - 8));
          const parts = pieces(node.text, max);
          if (parts.length > 1) {
            const joined = parts.map(quoted).join(' + ');
            const replacement = ts.isJsxAttribute(node.parent) ? `{${joined}}` : `(${joined})`;
            edits.push({ start, end: node.getEnd(), replacement });
          }
        }
      }
    }
    if (ts.isTemplateExpression(node)) {
      const start = node.getStart(source);
      const { line, character } = source.getLineAndCharacterOfPosition(start);
      const raw = node.getText(source);
      const tag = ts.isTaggedTemplateExpression(node.parent) ? node.parent.tag.getText(source) : null;
      if (lines[line].length > WIDTH && !raw.includes('\n')) {
        const max = Math.max(40, WIDTH - character - 16);
        const parts = templatePieces(raw.slice(1, -1), max, tag !== null);
        if (parts.length > 1 && tag === null) {
          edits.push({ start, end: node.getEnd(), replacement: `(${parts.map((part) => `\`${part}\``).join(' + ')})` });
          return; // the templates inside its `${…}` stay as they are
        } else if (parts.length > 1 && /^sql\b/.test(tag)) {
          // SQL: a line break is whitespace, so the template itself goes on several lines.
          const indent = ' '.repeat(lines[line].match(/^\s*/)[0].length + 2);
          edits.push({
            start,
            end: node.getEnd(),
            replacement: `\`${parts.map((p) => p.trimEnd()).join(`\n${indent}`)}\``,
          });
          return;
        } else if (parts.length > 1) left.push(`${file}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  return { text: out, left, changed: edits.length };
}

/** Words of `text` as lines of at most `width` characters, each starting with `prefix`. */
function reflow(prefix, text, width) {
  const words = text.split(/\s+/).filter(Boolean);
  const out = [];
  let current = '';
  for (const word of words) {
    if (current && prefix.length + current.length + 1 + word.length > width) {
      out.push(prefix + current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(prefix + current);
  return out;
}

/** Reflows long comment lines; a comment after code on a too-long line moves above that line. */
function wrapComments(text) {
  let changed = 0;
  const out = [];
  for (const line of text.split('\n')) {
    if (line.length <= WIDTH) {
      out.push(line);
      continue;
    }
    const slashes = line.match(/^(\s*\/\/\s?)(.*)$/);
    const star = line.match(/^(\s*\*\s)(.*)$/);
    const oneLineDoc = line.match(/^(\s*)\/\*\*\s(.*?)\s*\*\/$/);
    const trailing = line.match(/^(\s*)(\S.*?[;,{(\])}])\s+\/\/\s(.*)$/);
    if (slashes && !/https?:\/\//.test(slashes[2].split(' ')[0] ?? '')) {
      out.push(...reflow(slashes[1], slashes[2], WIDTH));
      changed += 1;
    } else if (star) {
      out.push(...reflow(star[1], star[2], WIDTH));
      changed += 1;
    } else if (oneLineDoc) {
      out.push(`${oneLineDoc[1]}/**`, ...reflow(`${oneLineDoc[1]} * `, oneLineDoc[2], WIDTH), `${oneLineDoc[1]} */`);
      changed += 1;
    } else if (trailing && !trailing[2].includes('//') && !/['"`]/.test(trailing[3])) {
      out.push(...reflow(`${trailing[1]}// `, trailing[3], WIDTH), `${trailing[1]}${trailing[2]}`);
      changed += 1;
    } else out.push(line);
  }
  return { text: out.join('\n'), changed };
}

/**
 * Prettier's layout, then every concatenation that Prettier left on one line joined back into one literal when the
 * joined line fits: a split was only needed where the pieces end up on lines of their own.
 */
async function formatted(path, text) {
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  let out = await prettier.format(text, options);
  const joined = out
    .split('\n')
    .map((line) => {
      if (!/'\s\+\s'/.test(line)) return line;
      const merged = line.replace(/'((?:[^'\\]|\\.)*)' \+ '((?:[^'\\]|\\.)*)'/g, "'$1$2'");
      return merged.length <= WIDTH ? merged.replace(/\('((?:[^'\\]|\\.)*)'\)/g, "'$1'") : line;
    })
    .join('\n');
  if (joined !== out) out = await prettier.format(joined, options);
  return out;
}

const touched = [];
const leftAlone = [];
for (const file of sourceFiles()) {
  const path = join(workspaceRoot, file);
  const before = readFileSync(path, 'utf8');
  if (!before.split('\n').some((line) => line.length > WIDTH)) continue;
  const strings = splitStrings(file, before);
  const comments = wrapComments(strings.text);
  leftAlone.push(...strings.left);
  if (comments.text !== before) {
    const after = await formatted(path, comments.text);
    if (after === before) continue;
    touched.push(file);
    if (!dryRun) writeFileSync(path, after);
  }
}
console.log(`${dryRun ? 'would change' : 'changed'} ${touched.length} files`);
for (const file of touched) console.log(`  ${file}`);
if (leftAlone.length) {
  console.log(`\nstrings left whole (they must stay one literal): ${leftAlone.length}`);
  for (const where of leftAlone) console.log(`  ${where}`);
}
