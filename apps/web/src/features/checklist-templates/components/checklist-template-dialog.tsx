import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ChecklistTemplate } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RecordConflict } from '../../../components/form/record-form.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { checklistTemplateKeys, listChecklistTemplates } from '../../../lib/entities/checklists.ts';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { strings } from '../../../lib/strings.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveChecklistTemplate } from '../api/save-checklist-template.ts';
import { templateFormSchema, templateFormValues, toTemplateInput } from '../utils/template-form.ts';
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
  const form = useSchemaForm(templateFormSchema, templateFormValues(template), 'onSubmit');
  const { control, setFocus, formState } = form;
  const state = useRecordForm({
    form,
    record: template,
    valuesOf: templateFormValues,
    fields: FIELDS,
    save: (values, base) => {
      const input = toTemplateInput(values);
      return save.mutateAsync(base ? { ...input, updated_at: base.updated_at } : input);
    },
    pick: (result) => result.template,
    savedMessage: (_saved, created) => (created ? 'Modello creato' : 'Modello aggiornato'),
    refetch: async (base) => {
      const { data } = await queryClient.fetchQuery({
        queryKey: checklistTemplateKeys.list,
        queryFn: ({ signal }) => listChecklistTemplates(signal),
        staleTime: 0,
      });
      const fresh = data.find((entry) => entry.id === base.id);
      if (fresh) return fresh;
      notify.error('Il modello è stato eliminato da un altro utente');
      onClose();
      return null;
    },
    onSaved: onClose,
  });

  const title = template ? 'Modifica modello' : 'Nuovo modello di checklist';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="template-dialog-title">
      <form onSubmit={state.submit} noValidate>
        <DialogTitle id="template-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <RecordConflict state={state} what="Il modello" />
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
