import type { ImportPreview } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/api/file-transfer.ts';
import { type ImportKind, importEndpoints } from './import-kind.ts';

export function previewImport(kind: ImportKind, file: File) {
  return postForm<ImportPreview>(importEndpoints[kind].preview.path, [['file', file]]);
}

/** POST …/import/preview: the file's columns, first rows and a suggested mapping. */
export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => previewImport(kind, file) });
}
