import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import type { ImportKind } from '../api/import-kind.ts';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 10 * 1024 * 1024;

interface ImportUploadStepProps {
  kind: ImportKind;
  pending: boolean;
  fileName: string | undefined;
  onFile: (file: File) => void;
}

/** Step 1: a CSV or XLSX, chosen or dropped (≤ 10 MB, what the server takes). */
export function ImportUploadStep({ kind, pending, fileName, onFile }: ImportUploadStepProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name))
      return setProblem('Il file deve essere un CSV o un Excel (.xlsx).');
    if (file.size > MAX_BYTES) return setProblem('Il file supera i 10 MB.');
    setProblem(null);
    onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 5,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      <UploadFileOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        Trascina qui il file oppure sceglilo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        CSV (separato da virgola o punto e virgola) o Excel .xlsx, con una riga di intestazione; al massimo 10
        MB.
        {kind === 'clients'
          ? ' I clienti già presenti sono riconosciuti dalla Partita IVA e aggiornati.'
          : ' Le persone già presenti sono riconosciute dall’e-mail e aggiornate.'}
      </Typography>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button component="label" htmlFor={inputId} variant="contained" disabled={pending}>
        Scegli il file
      </Button>
      {pending && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            Lettura di {fileName}…
          </Typography>
          <LinearProgress sx={{ mt: 1 }} aria-label="Lettura del file" />
        </Box>
      )}
      {problem && (
        <Typography color="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
