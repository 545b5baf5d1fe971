import {
  recurrenceSchema,
  type TodoPriority,
  todoActivityEndpoint,
  todoPriorityLabels,
} from '@officina/contracts';
import { RecordActivity } from '../../../components/record-activity.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import type { ValueFormatter } from '../../../lib/activity/change-format.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { recurrenceSummary } from '../utils/recurrence-summary.ts';

const fieldLabels: Record<string, string> = {
  title: 'Titolo',
  description: 'Descrizione',
  project_id: 'Progetto',
  client_id: 'Cliente',
  state_id: 'Stato',
  category_id: 'Categoria',
  priority: 'Priorità',
  start_at: 'Inizio',
  due_at: 'Scadenza',
  estimate_minutes: 'Stima',
  assignee_ids: 'Assegnatari',
  recurrence: 'Ripetizione',
};

/** Priorities by their Italian name, estimates as h:mm, a recurrence rule in plain Italian. */
export const readTodoValue: ValueFormatter = (field, value) => {
  if (field === 'priority' && typeof value === 'string')
    return todoPriorityLabels[value as TodoPriority] ?? value;
  if (field === 'estimate_minutes' && typeof value === 'number') return formatMinutes(value);
  if (field === 'recurrence' && typeof value === 'string') {
    try {
      const rule = recurrenceSchema.safeParse(JSON.parse(value));
      return rule.success ? recurrenceSummary(rule.data) : null;
    } catch {
      return null;
    }
  }
  return null;
};

/** Attività: the to-do's history, newest first. */
export function TodoActivity({ id }: { id: number }) {
  return (
    <TitledSection title="Attività">
      <RecordActivity
        endpoint={todoActivityEndpoint}
        id={id}
        queryKey={todoKeys.activity}
        subject="il to-do"
        fieldLabels={fieldLabels}
        formatValue={readTodoValue}
      />
    </TitledSection>
  );
}
