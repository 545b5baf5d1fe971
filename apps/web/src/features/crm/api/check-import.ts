import type { ImportMapping, ImportReport } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/api/file-transfer.ts';
import { type ImportKind, importEndpoints } from './import-kind.ts';

export function checkImport(kind: ImportKind, file: File, mapping: ImportMapping) {
  return postForm<ImportReport>(
    importEndpoints[kind].run.path,
    [
      ['mapping', JSON.stringify(mapping)],
      ['file', file],
    ],
    { query: { dry_run: true } },
  );
}

/**
 * POST …/import?dry_run=true: the server validates and matches every row of the file and answers the
 * report the import would give (to create, to update, refused and why); nothing is written, so no
 * cache goes stale.
 */
export function useCheckImport(kind: ImportKind) {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) =>
      checkImport(kind, file, mapping),
  });
}
