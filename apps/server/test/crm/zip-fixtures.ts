import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One part of a hand-made ZIP: its bytes deflated, and the sizes the directory claims. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

export function part(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** `times` copies of `chunk` deflated as they stream: gigabytes described in a few kilobytes. */
export async function repeatedPart(name: string, head: string, chunk: string, times: number, tail: string) {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const piece = Buffer.from(chunk);
  let crc = crc32(head);
  deflate.write(head);
  for (let i = 0; i < times; i++) {
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  const size = Buffer.byteLength(head) + piece.length * times + Buffer.byteLength(tail);
  return { name, deflated: Buffer.concat(out), size, crc } satisfies ZipPart;
}

/** A ZIP of the parts; `claim` overrides the uncompressed size written for a part (a lying bomb). */
export function zip(parts: ZipPart[], claim: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = claim[p.name] ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(p.crc, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    central.push(entry, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a minimal workbook around one sheet part (`xl/worksheets/sheet1.xml`). */
export function workbookParts(sheet: ZipPart | null): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheet ? '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' : ''}</Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheet ? '<sheet name="Foglio1" sheetId="1" r:id="rId1"/>' : ''}</sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheet ? `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` : ''}</Relationships>`,
    ),
    ...(sheet ? [sheet] : []),
  ];
}

export const SHEET_HEAD = `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
