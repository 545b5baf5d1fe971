import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { tabLabel, useTabCounts } from './tab-counts.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => useSessionStore.getState().clear());

describe('tab counts', () => {
  it('writes the number after the label, Italian grouping', () => {
    expect(tabLabel('Allegati', undefined)).toBe('Allegati');
    expect(tabLabel('Allegati', 0)).toBe('Allegati (0)');
    expect(tabLabel('Allegati', 12_345)).toBe('Allegati (12.345)');
  });

  it('counts the tabs the user may see, for this record, and leaves the others as they are', async () => {
    useSessionStore.getState().setPermissions([{ action: 'view_attachments', subject: 'all' }]);
    const attachments = vi.fn(async () => 3);
    const links = vi.fn(async () => 5);
    const tabs = [
      { key: 'panoramica', label: 'Panoramica' },
      {
        key: 'allegati',
        label: 'Allegati',
        permission: 'view_attachments' as const,
        count: (id: number) => ({ queryKey: ['attachments', 'count', id], queryFn: attachments }),
      },
      {
        key: 'link',
        label: 'Link',
        permission: 'view_external_links' as const,
        count: (id: number) => ({ queryKey: ['links', 'count', id], queryFn: links }),
      },
    ];
    const { result } = renderHook(() => useTabCounts(tabs, 42), { wrapper });
    expect(result.current.map((tab) => tab.label)).toEqual(['Panoramica', 'Allegati', 'Link']);
    await waitFor(() => expect(result.current[1]?.label).toBe('Allegati (3)'));
    expect(result.current[2]?.label).toBe('Link');
    expect(links).not.toHaveBeenCalled();
    expect(result.current[0]).toBe(tabs[0]);
  });
});
