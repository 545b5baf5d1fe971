import type { Attachment } from '@officina/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UploadCancelled,
  UploadError,
  type UploadHandle,
  type UploadRequest,
} from '../api/upload-attachment.ts';
import { FINISHED_ROW_MS, useUploadQueue } from './use-upload-queue.ts';

/** A fake transport: each request waits until the test answers, aborts or fails it. */
function fakeTransport() {
  const requests: {
    request: UploadRequest;
    resolve: (a: Attachment) => void;
    reject: (e: unknown) => void;
    abort: ReturnType<typeof vi.fn>;
  }[] = [];
  const send = (request: UploadRequest): UploadHandle => {
    let resolve!: (a: Attachment) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<Attachment>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    const abort = vi.fn(() => reject(new UploadCancelled()));
    requests.push({ request, resolve, reject, abort });
    return { done, abort };
  };
  return { send, requests };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

afterEach(() => vi.useRealTimers());

describe('useUploadQueue', () => {
  it('sends one request per file, each with its own progress, to the bound record', async () => {
    const transport = fakeTransport();
    const onUploaded = vi.fn();
    const { result } = renderHook(() =>
      useUploadQueue({ target: { recordType: 'client', recordId: 4 }, send: transport.send, onUploaded }),
    );
    act(() => result.current.add([file('a.pdf'), file('b.png')]));
    expect(transport.requests).toHaveLength(2);
    expect(transport.requests[0]?.request.target).toEqual({ recordType: 'client', recordId: 4 });
    act(() => transport.requests[1]?.request.onProgress(30, 100));
    expect(result.current.items.map((item) => [item.name, item.status, item.percent])).toEqual([
      ['a.pdf', 'uploading', 0],
      ['b.png', 'uploading', 30],
    ]);
    const stored = { id: 1, name: 'a.pdf' } as Attachment;
    await act(async () => transport.requests[0]?.resolve(stored));
    expect(result.current.items[0]).toMatchObject({ status: 'done', percent: 100 });
    expect(onUploaded).toHaveBeenCalledWith(stored);
  });

  it('cancels one file (its request aborted) and leaves the others going', async () => {
    const transport = fakeTransport();
    const { result } = renderHook(() => useUploadQueue({ target: null, send: transport.send }));
    act(() => result.current.add([file('a.pdf'), file('b.pdf')]));
    const first = result.current.items[0]?.key ?? '';
    await act(async () => result.current.cancel(first));
    expect(transport.requests[0]?.abort).toHaveBeenCalledTimes(1);
    expect(transport.requests[1]?.abort).not.toHaveBeenCalled();
    expect(result.current.items.map((item) => item.status)).toEqual(['cancelled', 'uploading']);
  });

  it("shows the server's message under a refused file; it stays until dismissed", async () => {
    vi.useFakeTimers();
    const transport = fakeTransport();
    const { result } = renderHook(() => useUploadQueue({ target: null, send: transport.send }));
    act(() => result.current.add([file('setup.exe')]));
    await act(async () => transport.requests[0]?.reject(new UploadError(422, 'Tipo di file non ammesso')));
    expect(result.current.items[0]).toMatchObject({ status: 'error', error: 'Tipo di file non ammesso' });
    act(() => vi.advanceTimersByTime(FINISHED_ROW_MS * 2));
    expect(result.current.items).toHaveLength(1);
    act(() => result.current.dismiss(result.current.items[0]?.key ?? ''));
    expect(result.current.items).toHaveLength(0);
  });

  it('lets a stored or cancelled row go by itself after a moment', async () => {
    vi.useFakeTimers();
    const transport = fakeTransport();
    const { result } = renderHook(() => useUploadQueue({ target: null, send: transport.send }));
    act(() => result.current.add([file('a.pdf')]));
    await act(async () => transport.requests[0]?.resolve({ id: 1 } as Attachment));
    expect(result.current.items).toHaveLength(1);
    act(() => vi.advanceTimersByTime(FINISHED_ROW_MS));
    expect(result.current.items).toHaveLength(0);
  });

  it('refuses an empty file or one over the known limit without sending it', () => {
    const transport = fakeTransport();
    const { result } = renderHook(() =>
      useUploadQueue({ target: null, limitBytes: 1024, send: transport.send }),
    );
    act(() => result.current.add([file('vuoto.txt', 0), file('grande.pdf', 2048), file('ok.pdf', 10)]));
    expect(transport.requests.map((entry) => entry.request.file.name)).toEqual(['ok.pdf']);
    expect(result.current.items.map((item) => item.error)).toEqual([
      'Il file è vuoto.',
      'Il file è troppo grande (massimo 1 KB).',
      undefined,
    ]);
  });

  it('asks before the page is left while a file is on its way, not after', async () => {
    const transport = fakeTransport();
    const { result } = renderHook(() => useUploadQueue({ target: null, send: transport.send }));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => result.current.add([file('a.pdf')]));
    expect(leave()).toBe(true);
    await act(async () => transport.requests[0]?.resolve({ id: 1 } as Attachment));
    expect(leave()).toBe(false);
  });

  it('aborts what is still on its way when the area goes away', () => {
    const transport = fakeTransport();
    const { result, unmount } = renderHook(() => useUploadQueue({ target: null, send: transport.send }));
    act(() => result.current.add([file('a.pdf')]));
    unmount();
    expect(transport.requests[0]?.abort).toHaveBeenCalledTimes(1);
  });
});
