import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction (public pages’ mutations)', () => {
  it('is pending while running, then successful, and calls onSuccess with the answer', async () => {
    const answer = deferred<string>();
    const run = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(run));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });

    act(() => result.current.mutate('input', { onSuccess }));
    expect(run).toHaveBeenCalledWith('input');
    expect(result.current).toMatchObject({ isPending: true, isSuccess: false });

    await act(async () => answer.resolve('done'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true });
    expect(onSuccess).toHaveBeenCalledWith('done');
  });

  it('settles quietly on failure (the API client has toasted it)', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(() => answer.promise));
    act(() => result.current.mutate(undefined, { onSuccess }));
    await act(async () => answer.reject(new Error('401')));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('skips onSuccess once the component has gone', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useAction(() => answer.promise));
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
