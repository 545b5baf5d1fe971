import type { Attachment } from '@officina/contracts';

/**
 * The files of an upload area, each on its own request: what the progress rows show. A pure
 * reducer (unit-tested); `useUploadQueue` runs the requests and feeds it.
 */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100. Stays at 99 once the body is sent, until the server has stored the file. */
  percent: number;
  /** The Italian message of a failed upload. */
  error?: string;
  attachment?: Attachment;
}

export type UploadAction =
  | { type: 'add'; items: readonly { key: string; name: string; size: number; error?: string }[] }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'done'; key: string; attachment: Attachment }
  | { type: 'failed'; key: string; error: string }
  | { type: 'cancelled'; key: string }
  | { type: 'dismiss'; key: string };

/** Percent of a request's body sent, never 100 before the answer (the server still has to store it). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}

const update = (items: readonly UploadItem[], key: string, change: (item: UploadItem) => UploadItem) =>
  items.map((item) => (item.key === key ? change(item) : item));

export function uploadQueueReducer(
  items: readonly UploadItem[],
  action: UploadAction,
): readonly UploadItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map(
          (item): UploadItem => ({
            key: item.key,
            name: item.name,
            size: item.size,
            status: item.error ? 'error' : 'uploading',
            percent: 0,
            ...(item.error ? { error: item.error } : {}),
          }),
        ),
      ];
    case 'progress':
      // A late progress event of a file already answered or cancelled changes nothing.
      return update(items, action.key, (item) =>
        item.status === 'uploading'
          ? { ...item, percent: Math.max(item.percent, uploadPercent(action.loaded, action.total)) }
          : item,
      );
    case 'done':
      return update(items, action.key, (item) =>
        item.status === 'uploading'
          ? { ...item, status: 'done', percent: 100, attachment: action.attachment }
          : item,
      );
    case 'failed':
      return update(items, action.key, (item) =>
        item.status === 'uploading' ? { ...item, status: 'error', error: action.error } : item,
      );
    case 'cancelled':
      return update(items, action.key, (item) =>
        item.status === 'uploading' ? { ...item, status: 'cancelled' } : item,
      );
    case 'dismiss':
      return items.filter((item) => item.key !== action.key);
  }
}

/** Files still on their way: the area says "Caricamento di 2 file…" and a page leave is not silent. */
export const uploadingCount = (items: readonly UploadItem[]) =>
  items.filter((item) => item.status === 'uploading').length;

/**
 * The check made before sending: an empty file, or one over the server's limit when it is known,
 * is refused at once with the server's own words (the server checks again).
 */
export function precheckFile(
  file: { size: number },
  limitBytes: number | null,
  limitText: string,
): string | undefined {
  if (file.size === 0) return 'Il file è vuoto.';
  if (limitBytes !== null && file.size > limitBytes) return `Il file è troppo grande (massimo ${limitText}).`;
  return undefined;
}
