import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { createTodoInputSchema, type Recurrence, type TodoView } from '@officina/contracts';
import { type Control, Controller, useForm } from 'react-hook-form';
import {
  FormClientPicker,
  FormDurationField,
  FormProjectPicker,
  FormUserMultiPicker,
} from '../../../components/form/bound-fields.tsx';
import { RecordForm } from '../../../components/form/record-form.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { todoEntity } from '../../../lib/entities/todos.ts';
import { useEntityForm } from '../../../lib/forms/use-entity-form.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useCreateTodo } from '../api/create-todo.ts';
import { useSetTodoRecurrence } from '../api/set-todo-recurrence.ts';
import { useUpdateTodo } from '../api/update-todo.ts';
import { useTodoLookups } from '../hooks/use-todo-lookups.ts';
import {
  recurrenceChanged,
  type TodoFormValues,
  type TodoPrefill,
  todoFormValues,
} from '../utils/todo-form-values.ts';
import { DueField } from './due-field.tsx';
import { RecurrenceEditor } from './recurrence-editor.tsx';

const FIELDS = [...Object.keys(createTodoInputSchema.shape), 'recurrence'];

interface TodoFormProps {
  todo?: TodoView;
  prefill?: TodoPrefill;
  /** The quick-create dialog: fewer sections, no page guard. */
  inDialog?: boolean;
  onSaved: (todo: TodoView) => void;
  onCancel: () => void;
}

function InstantField({
  control,
  name,
  label,
}: {
  control: Control<TodoFormValues>;
  name: 'start_at';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          value={field.value ? dayjs(field.value) : null}
          onChange={(value) => field.onChange(value?.isValid() ? value.toISOString() : null)}
          inputRef={field.ref}
          ampm={false}
          slotProps={{
            textField: {
              fullWidth: true,
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
            },
            field: { clearable: true },
          }}
        />
      )}
    />
  );
}

/**
 * New or edited to-do. The contracts' schema validates; editing saves the to-do (PUT) and then, if the
 * repetition changed, the series from this occurrence on (PUT …/recurrence).
 */
export function TodoForm({ todo, prefill, inDialog = false, onSaved, onCancel }: TodoFormProps) {
  const lookups = useTodoLookups();
  const create = useCreateTodo();
  const update = useUpdateTodo(todo?.id ?? 0);
  const setRecurrence = useSetTodoRecurrence(todo?.id ?? 0);
  const form = useForm<TodoFormValues>({
    resolver: zodResolver(createTodoInputSchema) as never,
    defaultValues: todoFormValues(todo, lookups.meId, prefill),
    mode: 'onTouched',
  });
  const { control, setValue, getValues } = form;
  const state = useEntityForm(todoEntity, {
    form,
    record: todo,
    valuesOf: (saved) => todoFormValues(saved, lookups.meId),
    fields: FIELDS,
    save: async (values, base) => {
      const input = createTodoInputSchema.parse(values);
      if (!base) return (await create.mutateAsync(input)).todo;
      const { recurrence, ...rest } = input;
      const updated = (await update.mutateAsync({ ...rest, updated_at: base.updated_at })).todo;
      if (!recurrence || !recurrenceChanged(base.recurrence, recurrence as Recurrence)) return updated;
      return (await setRecurrence.mutateAsync({ recurrence, updated_at: updated.updated_at })).todo;
    },
    pick: (saved) => saved,
    onSaved,
  });
  const { base } = state;

  return (
    <RecordForm state={state} entity={todoEntity} cancel={{ onClick: onCancel }} inDialog={inDialog}>
      <FormSection title="To-do">
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="title" label="Titolo *" autoFocus={!base} />
        </Box>
        <FormProjectPicker
          control={control}
          name="project_id"
          onPicked={(_id, project) => {
            if (project?.client_id && !getValues('client_id'))
              setValue('client_id', project.client_id, { shouldDirty: true });
          }}
        />
        <FormClientPicker control={control} name="client_id" />
        <FormUserMultiPicker
          control={control}
          name="assignee_ids"
          label="Assegnatari"
          options={lookups.users}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <TextField select label="Priorità" {...field} value={field.value ?? 'medium'}>
              {lookups.priorities.map((option) => (
                <MenuItem key={option.key} value={option.key}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <DueField control={control} />
        {/* The quick-create dialog leaves the start, the state and the category to their defaults. */}
        {!inDialog && (
          <>
            <InstantField control={control} name="start_at" label="Inizio" />
            <FormIdSelect
              control={control}
              name="state_id"
              label="Stato"
              options={lookups.states}
              emptyLabel="Da fare (predefinito)"
            />
            <FormIdSelect
              control={control}
              name="category_id"
              label="Categoria"
              options={lookups.categories}
              emptyLabel="Nessuna"
            />
          </>
        )}
        <FormDurationField
          control={control}
          name="estimate_minutes"
          label="Stima"
          helperText="h:mm, es. 1:30"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="description"
            label="Descrizione"
            multiline
            rows={inDialog ? 2 : 4}
          />
        </Box>
      </FormSection>
      <FormSection
        title="Ripetizione"
        columns={1}
        description="Completata un’occorrenza, la successiva viene creata con assegnatari, checklist (da spuntare) e descrizione."
      >
        <RecurrenceEditor control={control} />
      </FormSection>
    </RecordForm>
  );
}
