import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { CreateKeyholderInput, createKeyholderInputSchema, KeyholderView } from '@officina/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormPasswordField } from './form-password-field.tsx';
import { KeyholderNotesLoader } from './keyholder-notes-loader.tsx';
import { PasswordGeneratorPanel } from './password-generator-panel.tsx';

/** What the edit form does with the stored secret and notes besides replacing them. */
export interface SecretChoices {
  clearSecret: boolean;
  clearNotes: boolean;
  /** The notes as revealed for editing ("Carica note"); undefined while not loaded. */
  loadedNotes: string | null | undefined;
}

/** The credential form (react-hook-form over the contracts' create schema). */
export type KeyholderFormApi = UseFormReturn<
  z.input<typeof createKeyholderInputSchema>,
  unknown,
  CreateKeyholderInput
>;

interface Props {
  form: KeyholderFormApi;
  /** The credential being edited (its `has_secret`, `has_notes`); none for a new one. */
  keyholder: KeyholderView | undefined;
  choices: SecretChoices;
  onChoices: (next: SecretChoices) => void;
}

/**
 * Password and notes. New: typed or generated. Edit: the stored ones are never sent to the page;
 * an empty password keeps the stored one, a box clears it; the notes are replaced by new text, or
 * loaded for editing by who may reveal them.
 */
export function KeyholderSecretFields({ form, keyholder, choices, onChoices }: Props) {
  const { control, setValue } = form;
  const [visible, setVisible] = useState(false);
  const [generator, setGenerator] = useState(false);
  const editing = keyholder !== undefined;
  const notesHidden = editing && keyholder.has_notes && choices.loadedNotes === undefined;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormPasswordField
          control={control}
          name="secret"
          label="Password"
          visible={visible}
          onVisibleChange={setVisible}
          disabled={choices.clearSecret}
          {...(editing
            ? {
                helperText: keyholder.has_secret
                  ? 'Lascia vuota per non cambiarla'
                  : 'Nessuna password salvata: scrivila qui per aggiungerla',
              }
            : {})}
        />
        <Button
          variant="text"
          aria-expanded={generator}
          // The field being left would show its message and move this button away mid-click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setGenerator((open) => !open)}
          disabled={choices.clearSecret}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {generator ? 'Chiudi generatore' : 'Genera password'}
        </Button>
      </Stack>
      {generator && !choices.clearSecret && (
        <PasswordGeneratorPanel
          onGenerate={(password) => {
            setValue('secret', password, { shouldDirty: true, shouldValidate: true });
            setVisible(true);
          }}
        />
      )}
      {editing && keyholder.has_secret && (
        <FormControlLabel
          control={
            <Checkbox
              checked={choices.clearSecret}
              onChange={(event) => {
                onChoices({ ...choices, clearSecret: event.target.checked });
                if (event.target.checked) setValue('secret', null, { shouldDirty: true });
              }}
            />
          }
          label="Elimina la password salvata"
        />
      )}
      <FormTextField
        control={control}
        name="notes"
        label="Note"
        multiline
        rows={4}
        disabled={choices.clearNotes}
        {...(notesHidden ? { helperText: 'Note cifrate: inserisci nuovo testo per sostituirle' } : {})}
        {...(!editing
          ? { helperText: 'Cifrate come la password: le vede solo chi può vedere le password' }
          : {})}
      />
      {notesHidden && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <KeyholderNotesLoader
            id={keyholder.id}
            onLoaded={(notes) => {
              form.resetField('notes', { defaultValue: notes ?? '' });
              onChoices({ ...choices, loadedNotes: notes, clearNotes: false });
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={choices.clearNotes}
                onChange={(event) => {
                  onChoices({ ...choices, clearNotes: event.target.checked });
                  if (event.target.checked) setValue('notes', null, { shouldDirty: true });
                }}
              />
            }
            label="Elimina le note salvate"
          />
        </Stack>
      )}
    </Stack>
  );
}
