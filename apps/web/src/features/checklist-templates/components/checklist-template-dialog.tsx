import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ChecklistTemplate } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { handleSaveError } from '../../../lib/save-errors.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { listChecklistTemplates } from '../api/list-checklist-templates.ts';
import { checklistTemplateKeys } from '../api/query-keys.ts';
import { useSaveChecklistTemplate } from '../api/save-checklist-template.ts';
import {
  type TemplateFormValues,
  templateFormSchema,
  templateFormValues,
  toTemplateInput,
} from '../utils/template-form.ts';
import { TemplateItemsEditor } from './template-items-editor.tsx';

const FIELDS = ['name'];

interface ChecklistTemplateDialogProps {
  /** The template to edit; without it a new one. */
  template?: ChecklistTemplate;
  onClose: () => void;
}

/** New or edited checklist template: a name and its ordered items; 409 offers to reload the saved one. */
export function ChecklistTemplateDialog({ template, onClose }: ChecklistTemplateDialogProps) {
  const queryClient = useQueryClient();
  const save = useSaveChecklistTemplate(template?.id);
  const [version, setVersion] = useState(template?.updated_at ?? '');
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { control, handleSubmit, reset, setError, setFocus, formState } = useForm<TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: templateFormValues(template),
  });

  const submit = handleSubmit(async (values) => {
    setConflict(false);
    const input = toTemplateInput(values);
    try {
      await save.mutateAsync(template ? { ...input, updated_at: version } : input);
      notify.success(template ? 'Modello aggiornato' : 'Modello creato');
      onClose();
    } catch (error) {
      if (handleSaveError(error, FIELDS, setError) === 'conflict') setConflict(true);
    }
  });

  const reload = async () => {
    if (!template) return;
    setReloading(true);
    try {
      const { data } = await queryClient.fetchQuery({
        queryKey: checklistTemplateKeys.list,
        queryFn: ({ signal }) => listChecklistTemplates(signal),
        staleTime: 0,
      });
      const fresh = data.find((entry) => entry.id === template.id);
      if (!fresh) {
        notify.error('Il modello è stato eliminato da un altro utente');
        onClose();
        return;
      }
      setVersion(fresh.updated_at);
      reset(templateFormValues(fresh));
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  const title = template ? 'Modifica modello' : 'Nuovo modello di checklist';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="template-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="template-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {conflict && <ConflictAlert what="Il modello" reloading={reloading} onReload={reload} />}
            <FormTextField
              control={control}
              name="name"
              label="Nome *"
              autoFocus={!template}
              helperText="Es. «Consegna sito» o «Apertura cantiere»"
            />
            <TemplateItemsEditor control={control} setFocus={setFocus} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {template ? 'Salva' : 'Crea modello'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
