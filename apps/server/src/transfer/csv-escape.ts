/**
 * CSV injection (OWASP): a text cell that begins with `=`, `+`, `-`, `@`, tab or carriage return
 * would be read as a formula by Excel or LibreOffice, so the export prefixes it with `'`. Numbers
 * are not text cells and keep their sign (`-0,25`). The import undoes exactly this prefix, so an
 * exported file imports back unchanged; a value that really began with `'=` loses that quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'[=+\-@\t\r]/;

export function escapeCsvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unescapeCsvCell(text: string): string {
  return ESCAPED_FORMULA_START.test(text) ? text.slice(1) : text;
}
