import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { patronPresets, type SchedulePatron } from '@officina/contracts';
import { type FormEvent, useState } from 'react';
import { TitledSection } from '../../../../components/titled-section.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useSaveSchedulePatron, useSchedulePatron } from '../../api/extras/schedule-patron.ts';
import {
  dayToInput,
  formValuesOf,
  NONE,
  OTHER,
  type PatronFormValues,
  patronOf,
  presetComuni,
} from './patron-choice.ts';

function PatronForm({ saved }: { saved: SchedulePatron | null }) {
  const [values, setValues] = useState<PatronFormValues>(() => formValuesOf(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSchedulePatron();
  const set = (patch: Partial<PatronFormValues>) => {
    setProblem(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = patronOf(values);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    save.mutate(result, {
      onSuccess: ({ patron }) => {
        setValues(formValuesOf(patron));
        notify.success(patron ? `Santo patrono salvato: ${patron.name}` : 'Santo patrono tolto');
      },
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Santo patrono del comune">
      <TextField
        select
        label="Comune"
        value={values.choice}
        onChange={(event) => set({ choice: event.target.value })}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value={NONE}>Nessuno (solo le festività nazionali)</MenuItem>
        {presetComuni.map((comune) => (
          <MenuItem key={comune} value={comune}>
            {`${comune} · ${patronPresets[comune]?.name}, ${dayToInput(patronPresets[comune]?.day ?? '')}`}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>Altro comune…</MenuItem>
      </TextField>
      {values.choice === OTHER && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Nome del comune"
            value={values.comune}
            onChange={(event) => set({ comune: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Giorno *"
            placeholder="GG/MM"
            value={values.day}
            onChange={(event) => set({ day: event.target.value })}
            helperText="Per esempio 07/12"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            sx={{ maxWidth: { sm: 140 } }}
          />
          <TextField
            label="Santo patrono *"
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Salva
        </Button>
      </div>
    </Stack>
  );
}

/** Settings' "Santo patrono del comune" (manage_settings): a preset comune, another typed, or none. */
export function PatronSettingSection() {
  const patron = useSchedulePatron();
  return (
    <TitledSection title="Santo patrono del comune">
      <Typography color="text.secondary">
        Il giorno del patrono compare tra le festività del calendario, e gli appuntamenti ricorrenti che
        saltano i festivi saltano anche quello.
      </Typography>
      {patron.data ? (
        <PatronForm key={JSON.stringify(patron.data.patron)} saved={patron.data.patron} />
      ) : patron.isError ? (
        <Alert severity="error">Impossibile leggere l’impostazione. Riprova tra poco.</Alert>
      ) : (
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} aria-label="Caricamento" />
      )}
    </TitledSection>
  );
}
