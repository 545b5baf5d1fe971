import { type BillingPeriod, billingPeriodLabels, contractActivityEndpoint } from '@officina/contracts';
import { RecordActivity } from '../../../components/record-activity.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { contractKeys } from '../../../lib/entities/contracts.ts';
import { formatEuro } from '../../../lib/locale/format.ts';
import { formatHours } from '../../../lib/time/duration.ts';

const fieldLabels: Record<string, string> = {
  number: 'Numero',
  title: 'Titolo',
  client_id: 'Cliente',
  opportunity_id: 'Opportunità',
  type_id: 'Tipo',
  state_id: 'Stato',
  start_on: 'Inizio',
  end_on: 'Scadenza',
  tacit_renewal: 'Rinnovo tacito',
  notice_days: 'Giorni di preavviso',
  amount_cents: 'Importo',
  billing_period: 'Periodicità',
  hours_included_minutes: 'Ore incluse',
  notes: 'Note',
};

/** Attività: the contract's history, newest first. */
export function ContractActivity({ id }: { id: number }) {
  return (
    <TitledSection title="Attività">
      <RecordActivity
        endpoint={contractActivityEndpoint}
        id={id}
        queryKey={contractKeys.activity}
        subject="il contratto"
        fieldLabels={fieldLabels}
        formatValue={(field, value) => {
          if (field === 'amount_cents' && typeof value === 'number') return formatEuro(value);
          if (field === 'hours_included_minutes' && typeof value === 'number') return formatHours(value);
          if (field === 'billing_period' && typeof value === 'string')
            return billingPeriodLabels[value as BillingPeriod] ?? value;
          return null;
        }}
      />
    </TitledSection>
  );
}
