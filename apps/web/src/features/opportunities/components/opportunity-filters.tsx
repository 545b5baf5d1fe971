import { FilterBar } from '../../../components/list/filter-bar.tsx';
import type { FilterField } from '../../../components/list/filter-fields.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { type OpportunityListState, opportunityListSpec } from '../utils/list-spec.ts';

type Filters = (typeof opportunityListSpec)['filters'];

/** The filter controls of the opportunities; the board has no state or archived filter (every state is a column). */
export function useOpportunityFilterFields(board: boolean): FilterField<Filters>[] {
  const lookups = useSalesLookups();
  return [
    { type: 'search', placeholder: 'Numero, titolo, cliente…' },
    { type: 'select', key: 'state_id', label: 'Stato', options: lookups.opportunityStates, hidden: board },
    { type: 'select', key: 'type_id', label: 'Tipo', options: lookups.opportunityTypes },
    { type: 'select', key: 'owner_id', label: 'Commerciale', options: lookups.owners },
    { type: 'client', key: 'client_id', width: 240 },
    { type: 'month', key: 'close_month', label: 'Chiusura prevista' },
    { type: 'money', key: 'amount_min', label: 'Importo da' },
    { type: 'money', key: 'amount_max', label: 'Importo fino a' },
    { type: 'switch', key: 'archived', label: 'Archiviate', hidden: board },
  ];
}

interface OpportunityFiltersProps {
  state: OpportunityListState;
  onChange: (next: OpportunityListState) => void;
  board: boolean;
}

/** Search and filters of the opportunities (table and board); every change lands in the URL. */
export function OpportunityFilters({ state, onChange, board }: OpportunityFiltersProps) {
  const fields = useOpportunityFilterFields(board);
  return <FilterBar spec={opportunityListSpec} state={state} onChange={onChange} fields={fields} />;
}
