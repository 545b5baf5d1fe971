import type { DocumentationDiff } from '@officina/contracts';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { DocumentationDiffView } from './documentation-diff.tsx';

afterEach(cleanup);

const version = (number: number) => ({
  number,
  title: 'Backup',
  created_at: '2026-11-25T10:00:00.000Z',
  created_by: 1,
  created_by_name: 'Luca Esposito',
  restored_from: null,
});

const diff: DocumentationDiff = {
  from: version(1),
  to: version(2),
  title: { old: 'Backup', new: 'Backup notturno', changed: true },
  tags: { added: ['server'], removed: ['vecchio'] },
  hunks: [
    {
      old_start: 1,
      old_lines: 2,
      new_start: 1,
      new_lines: 2,
      lines: [
        { kind: 'context', text: 'Ogni notte', old_number: 1, new_number: 1 },
        { kind: 'removed', text: 'alle 2', old_number: 2, new_number: null },
        { kind: 'added', text: 'alle 3', old_number: null, new_number: 2 },
      ],
    },
  ],
  added: 1,
  removed: 1,
};

describe('DocumentationDiffView', () => {
  it('marks added and removed lines with a sign and words, not colour alone', () => {
    render(<DocumentationDiffView diff={diff} />);
    expect(screen.getByText('Dalla versione 1 alla versione 2: 1 righe aggiunte, 1 rimosse.')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['context', 'removed', 'added']);
    expect(rows[1]?.textContent).toBe('2−Rimossa: alle 2');
    expect(rows[2]?.textContent).toBe('2+Aggiunta: alle 3');
    expect(rows[0]?.textContent).toBe('11 Ogni notte');
    expect(screen.getByText('+ server')).toBeTruthy();
    expect(screen.getByText('− vecchio')).toBeTruthy();
    expect(screen.getByText('Backup notturno').tagName).toBe('INS');
  });

  it('says when two versions are the same', () => {
    render(
      <DocumentationDiffView
        diff={{
          ...diff,
          title: { old: 'A', new: 'A', changed: false },
          tags: { added: [], removed: [] },
          hunks: [],
          added: 0,
          removed: 0,
        }}
      />,
    );
    expect(screen.getByText('Le due versioni sono identiche.')).toBeTruthy();
  });
});

describe('useDebouncedValue', () => {
  it('answers the value once it has not changed for the delay', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
        initialProps: { value: 'a' },
      });
      rerender({ value: 'ab' });
      act(() => vi.advanceTimersByTime(300));
      rerender({ value: 'abc' });
      act(() => vi.advanceTimersByTime(300));
      expect(result.current).toBe('a');
      act(() => vi.advanceTimersByTime(100));
      expect(result.current).toBe('abc');
    } finally {
      vi.useRealTimers();
    }
  });
});
