import type { DiffHunk, DiffLine } from '@officina/contracts';
import { structuredPatch } from 'diff';

/**
 * The body's changes between two texts as hunks of numbered lines (3 lines of context), from the
 * `diff` package's structured patch: what the web colours and marks with + and −.
 */
export function diffLines(
  before: string,
  after: string,
): { hunks: DiffHunk[]; added: number; removed: number } {
  // a final newline on one side only is not a change anyone wants to see
  const a = before.endsWith('\n') ? before : `${before}\n`;
  const b = after.endsWith('\n') ? after : `${after}\n`;
  const patch = structuredPatch('', '', a, b, undefined, undefined, { context: 3 });
  let added = 0;
  let removed = 0;
  const hunks = patch.hunks.map((hunk) => {
    let oldNumber = hunk.oldStart;
    let newNumber = hunk.newStart;
    const lines: DiffLine[] = [];
    for (const raw of hunk.lines) {
      const mark = raw[0];
      const text = raw.slice(1);
      if (mark === '+') {
        added += 1;
        lines.push({ kind: 'added', text, old_number: null, new_number: newNumber++ });
      } else if (mark === '-') {
        removed += 1;
        lines.push({ kind: 'removed', text, old_number: oldNumber++, new_number: null });
      } else if (mark === ' ') {
        lines.push({ kind: 'context', text, old_number: oldNumber++, new_number: newNumber++ });
      }
    }
    return {
      old_start: hunk.oldStart,
      old_lines: hunk.oldLines,
      new_start: hunk.newStart,
      new_lines: hunk.newLines,
      lines,
    };
  });
  return { hunks, added, removed };
}
