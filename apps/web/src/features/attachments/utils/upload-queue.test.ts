import type { Attachment } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import {
  precheckFile,
  type UploadItem,
  uploadingCount,
  uploadPercent,
  uploadQueueReducer,
} from './upload-queue.ts';

const stored = { id: 7, name: 'offerta.pdf' } as Attachment;

function queueOf(...names: string[]): readonly UploadItem[] {
  return uploadQueueReducer([], {
    type: 'add',
    items: names.map((name, index) => ({ key: `k${index}`, name, size: 1000 })),
  });
}

describe('uploadPercent', () => {
  it('counts the bytes sent, never 100 before the answer, 0 without a total', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('uploadQueueReducer', () => {
  it('adds one uploading row per file, or an error row for a file refused before sending', () => {
    const items = uploadQueueReducer([], {
      type: 'add',
      items: [
        { key: 'a', name: 'a.pdf', size: 10 },
        { key: 'b', name: 'vuoto.txt', size: 0, error: 'Il file è vuoto.' },
      ],
    });
    expect(items.map((item) => [item.name, item.status, item.percent, item.error])).toEqual([
      ['a.pdf', 'uploading', 0, undefined],
      ['vuoto.txt', 'error', 0, 'Il file è vuoto.'],
    ]);
    expect(uploadingCount(items)).toBe(1);
  });

  it('moves each file on its own: progress, then 100 when stored', () => {
    let items = queueOf('a.pdf', 'b.png');
    items = uploadQueueReducer(items, { type: 'progress', key: 'k0', loaded: 500, total: 1000 });
    items = uploadQueueReducer(items, { type: 'progress', key: 'k1', loaded: 100, total: 1000 });
    expect(items.map((item) => item.percent)).toEqual([50, 10]);
    items = uploadQueueReducer(items, { type: 'done', key: 'k0', attachment: stored });
    expect(items[0]).toMatchObject({ status: 'done', percent: 100, attachment: stored });
    expect(items[1]).toMatchObject({ status: 'uploading', percent: 10 });
    expect(uploadingCount(items)).toBe(1);
  });

  it('never goes back, and ignores progress after the answer or a cancel', () => {
    let items = queueOf('a.pdf');
    items = uploadQueueReducer(items, { type: 'progress', key: 'k0', loaded: 600, total: 1000 });
    items = uploadQueueReducer(items, { type: 'progress', key: 'k0', loaded: 400, total: 1000 });
    expect(items[0]?.percent).toBe(60);
    items = uploadQueueReducer(items, { type: 'cancelled', key: 'k0' });
    items = uploadQueueReducer(items, { type: 'progress', key: 'k0', loaded: 900, total: 1000 });
    expect(items[0]).toMatchObject({ status: 'cancelled', percent: 60 });
    // A late answer of a cancelled request does not turn it into a stored file.
    items = uploadQueueReducer(items, { type: 'done', key: 'k0', attachment: stored });
    expect(items[0]?.status).toBe('cancelled');
  });

  it('keeps the Italian message of a failed file, and a dismissed row goes', () => {
    let items = queueOf('a.exe', 'b.pdf');
    items = uploadQueueReducer(items, { type: 'failed', key: 'k0', error: 'Tipo di file non ammesso' });
    expect(items[0]).toMatchObject({ status: 'error', error: 'Tipo di file non ammesso' });
    items = uploadQueueReducer(items, { type: 'dismiss', key: 'k0' });
    expect(items.map((item) => item.name)).toEqual(['b.pdf']);
  });
});

describe('precheckFile', () => {
  it('refuses an empty file, and one over a known limit', () => {
    expect(precheckFile({ size: 0 }, null, '')).toBe('Il file è vuoto.');
    expect(precheckFile({ size: 10 }, null, '')).toBeUndefined();
    expect(precheckFile({ size: 26 }, 25, '25 byte')).toBe('Il file è troppo grande (massimo 25 byte).');
    expect(precheckFile({ size: 25 }, 25, '25 byte')).toBeUndefined();
  });
});
