import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
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

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Where files are dropped, or chosen with "Scegli file" (a real button: Tab and Enter or Space), several
 * at once; below it, each file's progress. The requests belong to `queue` (useUploadQueue).
 */
export function UploadArea({ queue, hint, limitText, disabled = false }: UploadAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hintId = useId();

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || disabled) return;
    queue.add(Array.from(files));
  };

  return (
    <Stack spacing={1.5}>
      <Box
        role="group"
        aria-label="Carica allegati"
        aria-describedby={hintId}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          depth.current = 0;
          setOver(false);
          take(event.dataTransfer.files);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'center', textAlign: { xs: 'center', sm: 'left' } }}
        >
          <CloudUploadOutlined color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
          <Stack spacing={0.25}>
            <Typography id={hintId}>{hint ?? 'Trascina qui i file da caricare'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {limitText
                ? `Più file insieme, fino a ${limitText} ciascuno.`
                : 'Puoi caricare più file insieme.'}
            </Typography>
          </Stack>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
            Scegli file
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Scegli i file da caricare"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </Stack>
      </Box>
      <UploadRows items={queue.items} onCancel={queue.cancel} onDismiss={queue.dismiss} />
    </Stack>
  );
}
