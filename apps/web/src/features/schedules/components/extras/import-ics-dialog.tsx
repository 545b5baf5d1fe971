import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScheduleImportReport } from '@officina/contracts';
import { useId, useState } from 'react';
import { useSettingsStore } from '../../../../lib/settings/settings-store.ts';
import { importErrorMessage, useImportSchedules } from '../../api/extras/import-schedules.ts';
import { IcsDropZone } from './ics-drop-zone.tsx';
import { icsFileProblem, icsTextProblem } from './ics-file.ts';
import { ImportReportView } from './import-report-view.tsx';

interface ImportIcsDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ChosenFile {
  name: string;
  text: string;
}

/**
 * "Importa da file .ics": a calendar, a file (dropped or chosen; read in the browser, refused above
 * 2 MB before anything is sent), then the report of what was imported and skipped.
 */
export function ImportIcsDialog({ open, onClose }: ImportIcsDialogProps) {
  const calendars = useSettingsStore((state) => state.people?.calendars) ?? [];
  const [calendarId, setCalendarId] = useState<number | ''>('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ScheduleImportReport | null>(null);
  const importing = useImportSchedules();
  const titleId = useId();
  const chosenCalendar = calendarId === '' ? (calendars[0]?.id ?? '') : calendarId;

  const reset = () => {
    setFile(null);
    setProblem(null);
    setReport(null);
    importing.reset();
  };
  const close = () => {
    if (importing.isPending) return;
    reset();
    onClose();
  };

  const choose = async (picked: File) => {
    setReport(null);
    importing.reset();
    const refused = icsFileProblem(picked);
    if (refused) {
      setFile(null);
      setProblem(refused);
      return;
    }
    const text = await picked.text();
    const notCalendar = icsTextProblem(text);
    setProblem(notCalendar);
    setFile(notCalendar ? null : { name: picked.name, text });
  };

  const submit = () => {
    if (!file || chosenCalendar === '') return;
    importing.mutate({ calendar_id: chosenCalendar, ics: file.text }, { onSuccess: setReport });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Importa da file .ics</DialogTitle>
      <DialogContent>
        {report ? (
          <ImportReportView report={report} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Calendario"
              value={chosenCalendar}
              onChange={(event) => setCalendarId(Number(event.target.value))}
              disabled={importing.isPending}
              helperText={
                calendars.length === 0 ? 'Nessun calendario: aggiungine uno nelle impostazioni.' : ' '
              }
            >
              {calendars.map((calendar) => (
                <MenuItem key={calendar.id} value={calendar.id}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 10, height: 10, borderRadius: '50%', mr: 1, flexShrink: 0 }}
                    style={{ backgroundColor: calendar.color ?? '#757575' }}
                  />
                  {calendar.name}
                </MenuItem>
              ))}
            </TextField>
            <IcsDropZone fileName={file?.name ?? null} disabled={importing.isPending} onFile={choose} />
            {problem && <Alert severity="error">{problem}</Alert>}
            {importing.isError && <Alert severity="error">{importErrorMessage(importing.error)}</Alert>}
            {importing.isPending && (
              <Stack spacing={1} role="status">
                <Typography variant="body2">Importazione in corso…</Typography>
                <LinearProgress aria-label="Importazione in corso" />
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              Gli appuntamenti del file, ripetizioni comprese, entrano nel calendario scelto; quelli già
              importati in precedenza vengono saltati.
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {report ? (
          <>
            <Button onClick={reset}>Importa un altro file</Button>
            <Button variant="contained" onClick={close}>
              Chiudi
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={importing.isPending}>
              Annulla
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              loading={importing.isPending}
              disabled={!file || chosenCalendar === ''}
            >
              Importa
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
