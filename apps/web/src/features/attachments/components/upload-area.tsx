import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Stack from '@mui/material/Stack';
import { FileDropBox } from '../../../components/file-drop-box.tsx';
import type { UploadQueue } from '../hooks/use-upload-queue.ts';
import { UploadRows } from './upload-rows.tsx';

interface UploadAreaProps {
  queue: UploadQueue;
  /** "Trascina qui i file da allegare a Rossi S.r.l.". */
  hint?: string;
  /** "Fino a 25 MB per file", when the limit is known. */
  limitText?: string | null;
  disabled?: boolean;
}

/**
 * Where files are dropped, or chosen with "Scegli file", several at once; below it, each file's
 * progress. The requests belong to `queue` (useUploadQueue).
 */
export function UploadArea({ queue, hint, limitText, disabled = false }: UploadAreaProps) {
  return (
    <Stack spacing={1.5}>
      <FileDropBox
        label="Carica allegati"
        hint={hint ?? 'Trascina qui i file da caricare'}
        detail={
          limitText ? `Più file insieme, fino a ${limitText} ciascuno.` : 'Puoi caricare più file insieme.'
        }
        icon={CloudUploadOutlined}
        inputLabel="Scegli i file da caricare"
        multiple
        disabled={disabled}
        onFiles={(files) => queue.add(files)}
      />
      <UploadRows items={queue.items} onCancel={queue.cancel} onDismiss={queue.dismiss} />
    </Stack>
  );
}
