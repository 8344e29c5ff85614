// CSV for spreadsheets: comma-separated, CRLF, UTF-8 with a BOM (so Excel reads the Indonesian text right), every
// cell quoted. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP
// "CSV injection"): a participant's name is theirs to choose.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
