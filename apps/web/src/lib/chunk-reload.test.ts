import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, createChunkGuard } from './chunk-reload.ts';

function setup() {
  const reload = vi.fn();
  const log = vi.fn();
  const guard = createChunkGuard({ storage: sessionStorage, reload, log });
  return { guard, reload, log };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazy-load failure', () => {
  it('passes a loaded chunk through', async () => {
    const { guard, reload } = setup();
    await expect(guard.load(async () => 'page')).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure, tracked by a stored flag', async () => {
    const { guard, reload, log } = setup();
    const pending = guard.load(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(log).not.toHaveBeenCalled();
    const settled = vi.fn();
    pending.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('only logs (and rethrows) a second failure', async () => {
    const { guard, reload, log } = setup();
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(guard.load(failing)).rejects.toThrow(/dynamically imported/);
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('clears the flag once routing is ready', () => {
    const { guard } = setup();
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    guard.routingReady();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });
});
