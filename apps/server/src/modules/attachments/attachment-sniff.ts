import type { AttachmentKind } from '@officina/contracts';
import { extensionOf } from './attachment-name.ts';

/** What a file is, from its bytes. */
export interface SniffedType {
  mime: string;
  kind: AttachmentKind;
  /** Shown inline by /preview: raster images a browser draws, and PDF. Never SVG or text. */
  previewable: boolean;
  /** A usual extension for the type (names a file whose name was all stripped). */
  extension: string;
}

/** A refused upload: `type` names what it is in Italian ("un eseguibile Windows"). */
export class RefusedFileError extends Error {
  override name = 'RefusedFileError';
}

/** Names that run when opened, whatever their content: refused. */
const EXECUTABLE_EXTENSIONS = new Set(
  (
    'exe com bat cmd sh bash zsh csh ksh fish ps1 psm1 psd1 vbs vbe js mjs cjs jse wsf wsh hta jar apk ' +
    'aab msi msp mst scr pif cpl dll so dylib app deb rpm dmg pkg run bin elf lnk reg inf gadget ' +
    'php php3 php4 php5 phtml phar py pyc pyw pl rb cgi asp aspx jsp html htm xhtml shtml svgz xht'
  ).split(' '),
);

/** Executable formats by their first bytes. */
const EXECUTABLE_MAGIC: [Buffer, string][] = [
  [Buffer.from('MZ'), 'un eseguibile Windows'],
  [Buffer.from([0x7f, 0x45, 0x4c, 0x46]), 'un eseguibile Linux (ELF)'],
  [Buffer.from([0xfe, 0xed, 0xfa, 0xce]), 'un eseguibile macOS'],
  [Buffer.from([0xfe, 0xed, 0xfa, 0xcf]), 'un eseguibile macOS'],
  [Buffer.from([0xce, 0xfa, 0xed, 0xfe]), 'un eseguibile macOS'],
  [Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), 'un eseguibile macOS'],
  [Buffer.from([0xca, 0xfe, 0xba, 0xbe]), 'un eseguibile macOS o Java'],
  [Buffer.from('#!'), 'uno script'],
  [Buffer.from([0x00, 0x61, 0x73, 0x6d]), 'un modulo WebAssembly'],
];

/** Markers of active content in text: HTML documents, scripts, server pages. */
const ACTIVE_TEXT: [RegExp, string][] = [
  [/<\?php|<\?=|<%[@=\s]/i, 'uno script lato server'],
  [/<script[\s>/]/i, 'un documento con script'],
  [
    /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<iframe[\s>]|<object[\s>]|<embed[\s>]/i,
    'un documento HTML',
  ],
  [/<svg[\s>][\s\S]*(\son[a-z]+\s*=|javascript:|<foreignobject[\s>])/i, 'un SVG con script'],
  [/<\?xml[\s\S]*<xsl:|<x:xmpmeta[\s\S]*<script/i, 'un documento XML attivo'],
];

const RASTER_PREVIEW = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
]);

/** Whether /preview serves the type inline: raster images a browser draws, and PDF (never SVG). */
export function isPreviewable(mime: string): boolean {
  return RASTER_PREVIEW.has(mime) || mime === 'application/pdf';
}
const DOCUMENTS = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip',
]);
const SPREADSHEETS = new Set([
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
]);
const ARCHIVES = new Set([
  'application/zip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/gzip',
  'application/x-tar',
  'application/x-bzip2',
  'application/x-xz',
  'application/zstd',
  'application/x-lzip',
  'application/x-compress',
]);
const REFUSED_MIME: Record<string, string> = {
  'application/x-msdownload': 'un eseguibile Windows',
  'application/x-elf': 'un eseguibile Linux (ELF)',
  'application/x-mach-binary': 'un eseguibile macOS',
  'application/x-executable': 'un eseguibile',
  'application/java-archive': 'un archivio Java eseguibile',
  'application/vnd.android.package-archive': 'un pacchetto Android',
  'application/x-ms-installer': 'un pacchetto di installazione',
  'application/wasm': 'un modulo WebAssembly',
  'text/html': 'un documento HTML',
  'application/x-shockwave-flash': 'un file Flash',
};

function kindOf(mime: string): AttachmentKind {
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (DOCUMENTS.has(mime)) return 'document';
  if (SPREADSHEETS.has(mime)) return 'spreadsheet';
  if (ARCHIVES.has(mime)) return 'archive';
  if (mime.startsWith('text/')) return 'text';
  return 'other';
}

/** Text: valid UTF-8 (or plain Latin-1 bytes) with no NUL and few control characters. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let controls = 0;
  for (const byte of head) if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) controls++;
  return controls <= head.length / 100;
}

function textType(name: string, text: string): { mime: string; extension: string } {
  const extension = extensionOf(name);
  if (
    /^\s*<svg[\s>]|^\s*<\?xml[^>]*>\s*(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text)
  ) {
    return { mime: 'image/svg+xml', extension: 'svg' };
  }
  if (extension === 'csv') return { mime: 'text/csv', extension };
  if (extension === 'md' || extension === 'markdown') return { mime: 'text/markdown', extension };
  return { mime: 'text/plain', extension: 'txt' };
}

/**
 * The type of an upload from its first bytes (file-type's signatures, then our own look at text),
 * never from its name or the type the browser declared. Refused (RefusedFileError): executables and
 * scripts by content or by name (PE, ELF, Mach-O, `#!`, `.exe`, `.bat`, `.js`, `.jar`, `.apk`,
 * `.msi`…), HTML, and text or SVG with script in it. Anything else is stored with its real type: a
 * `.png` that is not a PNG is stored as what it is and never previewed; an archive is never opened.
 */
export async function sniffFileType(head: Buffer, name: string): Promise<SniffedType> {
  const extension = extensionOf(name);
  if (EXECUTABLE_EXTENSIONS.has(extension)) {
    throw new RefusedFileError(`file .${extension}`);
  }
  for (const [magic, label] of EXECUTABLE_MAGIC) {
    if (head.subarray(0, magic.length).equals(magic)) throw new RefusedFileError(label);
  }
  // Loaded with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const refused = REFUSED_MIME[detected.mime];
    if (refused) throw new RefusedFileError(refused);
    if (detected.mime === 'application/x-cfb') {
      // An OLE container: Word/Excel 97-2003 by their name, an .msi is refused above.
      const mime =
        extension === 'xls'
          ? 'application/vnd.ms-excel'
          : extension === 'doc'
            ? 'application/msword'
            : 'application/x-cfb';
      return { mime, kind: kindOf(mime), previewable: false, extension: extension || 'bin' };
    }
    if (
      detected.mime === 'application/xml' ||
      detected.mime.startsWith('text/') ||
      detected.mime === 'image/svg+xml'
    ) {
      // Text formats file-type names: checked as text below.
    } else {
      return {
        mime: detected.mime,
        kind: kindOf(detected.mime),
        previewable: isPreviewable(detected.mime),
        extension: detected.ext,
      };
    }
  }
  if (looksLikeText(head)) {
    const text = head.toString('utf8');
    for (const [pattern, label] of ACTIVE_TEXT) {
      if (pattern.test(text)) throw new RefusedFileError(label);
    }
    const type = textType(name, text);
    return { ...type, kind: kindOf(type.mime), previewable: false };
  }
  return {
    mime: 'application/octet-stream',
    kind: 'other',
    previewable: false,
    extension: extension || 'bin',
  };
}
