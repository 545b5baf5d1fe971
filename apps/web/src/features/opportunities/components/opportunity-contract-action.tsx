import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { OpportunityDetail } from '@officina/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/ability.ts';
import { paths } from '../../../lib/paths.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { WonContractStep } from './won-contract-step.tsx';

/**
 * The detail page's contract action. A won opportunity without a contract (the won step was left with
 * "Non ora") offers "Crea contratto", the same step as after the win; once there is a contract, a link
 * to it. Creating needs what the server checks (manage_opportunities + manage_contracts), the link
 * view_contracts; an archived opportunity offers no creation.
 */
export function OpportunityContractAction({ detail }: { detail: OpportunityDetail }) {
  const can = useCan();
  const { opportunityStates } = useSalesLookups();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const o = detail.opportunity;

  const state = opportunityStates.find((s) => s.id === o.state_id);
  const won = state ? state.is_won === true : o.state_key === 'won';
  const allowed = can('manage_opportunities') && can('manage_contracts') && !o.archived_at;
  return (
    <>
      {detail.contracts.length > 0
        ? can('view_contracts') &&
          detail.contracts.map((contract) => (
            <Button
              key={contract.id}
              variant="outlined"
              component={RouterLink}
              to={paths.contractDetail.build(contract.id)}
              startIcon={<DescriptionOutlined />}
            >
              Contratto {contract.number}
            </Button>
          ))
        : won &&
          allowed && (
            <Button variant="contained" startIcon={<NoteAddOutlined />} onClick={() => setOpen(true)}>
              Crea contratto
            </Button>
          )}
      {/* Stays open once the contract exists (and the button became its link): it shows the result. */}
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <WonContractStep
            detail={detail}
            title="Crea contratto"
            titleId={titleId}
            onClose={() => setOpen(false)}
          />
        </Dialog>
      )}
    </>
  );
}
