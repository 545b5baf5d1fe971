import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of each page of a PDF, read back by pdf.js, whitespace collapsed. */
export async function pdfPages(data: Buffer | Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(data), disableFontFace: true, standardFontDataUrl });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
}

/** The whole text of a PDF, pages joined, whitespace collapsed. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(data)).join('\n').replace(/\s+/g, ' ');
}

/** How many times `needle` occurs in `text`. */
export function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}
