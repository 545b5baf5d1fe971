import type { ImportMapping, ImportReport } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/api/file-transfer.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';
import { type ImportKind, importEndpoints } from './import-kind.ts';

export function runImport(kind: ImportKind, file: File, mapping: ImportMapping) {
  return postForm<ImportReport>(importEndpoints[kind].run.path, [
    ['mapping', JSON.stringify(mapping)],
    ['file', file],
  ]);
}

/** POST …/import: imports the valid rows and reports the others; every CRM list is stale afterwards. */
export function useRunImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) => runImport(kind, file, mapping),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: personKeys.all }),
      ]),
  });
}
