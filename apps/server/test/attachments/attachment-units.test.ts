import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { parseRange } from '../../src/modules/attachments/attachment-download.ts';
import { contentDisposition, sanitizeFileName } from '../../src/modules/attachments/attachment-name.ts';
import { sniffFileType } from '../../src/modules/attachments/attachment-sniff.ts';
import { pdf, png } from './sample-files.ts';

describe('attachment storage configuration', () => {
  it('defaults to DATA_DIR/files and 25 MB', () => {
    const config = loadConfig({}, '/srv/officina');
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/officina/data/files' });
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_MB: '2' }).uploadMaxBytes).toBe(2 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_MAX_MB: 'tanti' })).toThrow(/UPLOAD_MAX_MB/);
  });

  it('reads an S3 URL (path style by default with an endpoint) and refuses others', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://officina-files/prod?endpoint=http://minio:9000&region=eu-south-1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'officina-files',
      prefix: 'prod',
      endpoint: 'http://minio:9000',
      region: 'eu-south-1',
      forcePathStyle: true,
    });
    const aws = loadConfig({ STORAGE_URL: 's3://officina-files?forcePathStyle=false' }).storage;
    expect(aws).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ STORAGE_URL: 'file:///mnt/allegati' }).storage).toEqual({
      kind: 'local',
      dir: '/mnt/allegati',
    });
    for (const bad of ['ftp://x', 's3://A_B', 's3://ok-bucket?endpoint=javascript:1', 'file://relative']) {
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL/);
    }
  });
});

describe('ranges', () => {
  it('reads one range, refuses past the end, ignores the malformed and the multiple', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-0', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe('names', () => {
  it('keeps display names harmless', () => {
    expect(sanitizeFileName('C:\\Users\\mario\\fattura.pdf')).toBe('fattura.pdf');
    expect(sanitizeFileName('a/b/../../c.txt')).toBe('c.txt');
    expect(sanitizeFileName('x\u202Egpj.exe')).toBe('xgpj.exe');
    expect(sanitizeFileName('rapporto..finale...pdf')).toBe('rapporto.finale.pdf');
    expect(sanitizeFileName('  .nascosto  ')).toBe('nascosto');
    expect(sanitizeFileName('', 'png')).toBe('allegato.png');
    expect(sanitizeFileName('a<b>:"c"|?*.txt')).toBe('a_b___c____.txt');
    expect([...sanitizeFileName(`${'è'.repeat(250)}.docx`)]).toHaveLength(200);
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Preventivo «2026» è ok.pdf')).toBe(
      `attachment; filename="Preventivo 2026 e ok.pdf"; filename*=UTF-8''Preventivo%20%C2%AB2026%C2%BB%20%C3%A8%20ok.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(
      `inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`,
    );
  });
});

describe('type sniffing', () => {
  it('trusts the bytes, not the name', async () => {
    expect(await sniffFileType(png(), 'foto.pdf')).toMatchObject({ mime: 'image/png', previewable: true });
    expect(await sniffFileType(pdf(), 'documento')).toMatchObject({ mime: 'application/pdf', kind: 'pdf' });
    expect(await sniffFileType(Buffer.from('a;b\n1;2\n'), 'dati.csv')).toMatchObject({
      mime: 'text/csv',
      kind: 'spreadsheet',
    });
    expect(await sniffFileType(Buffer.from([0, 1, 2, 3, 250]), 'x.png')).toMatchObject({
      mime: 'application/octet-stream',
      previewable: false,
    });
  });
});
