import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ImportMapping, ImportPreview, ImportReport } from '@officina/contracts';
import { useId, useState } from 'react';
import { strings } from '../../../lib/strings.ts';
import { useCheckImport } from '../api/check-import.ts';
import type { ImportKind } from '../api/import-kind.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { useRunImport } from '../api/run-import.ts';
import { missingRequired } from '../utils/import-check.ts';
import { ImportCheckStep } from './import-check-step.tsx';
import { ImportMappingStep } from './import-mapping-step.tsx';
import { ImportResultStep } from './import-result-step.tsx';
import { ImportUploadStep } from './import-upload-step.tsx';

const steps = ['Carica il file', 'Abbina le colonne', 'Verifica', 'Importa'];
const titles: Record<ImportKind, string> = { clients: 'Importa clienti', persons: 'Importa persone' };

/** "Importa 1 riga", "Importa 12.500 righe": the rows the dry run would create or update. */
function importLabel(check: ImportReport | null): string {
  if (!check) return 'Importa';
  const rows = check.created + check.updated;
  return `Importa ${rows.toLocaleString('it-IT')} ${rows === 1 ? 'riga' : 'righe'}`;
}

interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
}

/**
 * Import wizard: upload a CSV/XLSX → map its columns (the server suggests a mapping) with a preview →
 * check every row on the server (a dry run: the import's own report, nothing written) → import (one
 * call; the bar runs meanwhile) → summary with the server's report of every refused row.
 */
export function ImportDialog({ kind, open, onClose }: ImportDialogProps) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const previewer = usePreviewImport(kind);
  const checker = useCheckImport(kind);
  const importer = useRunImport(kind);

  const missing = preview ? missingRequired(preview.fields, mapping) : [];

  const choose = (chosen: File) => {
    setFile(chosen);
    previewer.mutate(chosen, {
      onSuccess: (answer) => {
        setPreview(answer);
        setMapping(answer.suggested_mapping);
        setStep(1);
      },
    });
  };

  const verify = () => {
    if (!file) return;
    setCheck(null);
    setStep(2);
    checker.mutate({ file, mapping }, { onSuccess: setCheck, onError: () => setStep(1) });
  };

  const start = () => {
    if (!file) return;
    setStep(3);
    importer.mutate({ file, mapping }, { onSuccess: setReport, onError: () => setStep(2) });
  };

  const running = importer.isPending;
  const actions = () => {
    switch (step) {
      case 1:
        return (
          <Button variant="contained" disabled={missing.length > 0} onClick={verify}>
            Avanti
          </Button>
        );
      case 2:
        return (
          <>
            <Button onClick={() => setStep(1)}>Indietro</Button>
            <Button
              variant="contained"
              onClick={start}
              disabled={!check || check.created + check.updated === 0}
            >
              {importLabel(check)}
            </Button>
          </>
        );
      case 3:
        return (
          <Button variant="contained" onClick={onClose} disabled={running}>
            Chiudi
          </Button>
        );
      default:
        return null;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={running ? undefined : onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{titles[kind]}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={report ? 4 : step} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <ImportUploadStep kind={kind} pending={previewer.isPending} fileName={file?.name} onFile={choose} />
        )}
        {step === 1 && preview && (
          <ImportMappingStep preview={preview} mapping={mapping} missing={missing} onChange={setMapping} />
        )}
        {step === 2 && preview && (
          <ImportCheckStep report={check} total={preview.total_rows} fields={preview.fields} />
        )}
        {step === 3 && (
          <ImportResultStep
            running={running}
            report={report}
            total={preview?.total_rows ?? 0}
            fields={preview?.fields ?? []}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {step < 3 && <Button onClick={onClose}>{strings.cancel}</Button>}
        {actions()}
      </DialogActions>
    </Dialog>
  );
}
