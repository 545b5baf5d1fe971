import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpportunityDetail } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/ability.ts';
import { formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateContractFromOpportunity } from '../api/create-contract-from-opportunity.ts';
import { acceptedImponibile } from '../utils/accepted-rows.ts';

interface WonContractStepProps {
  detail: OpportunityDetail;
  onClose: () => void;
  /** "Opportunità vinta" right after the win; the detail page's later creation says what it does. */
  title?: string;
  /** For the dialog's aria-labelledby. */
  titleId?: string;
}

/**
 * After a win (or later, from the detail page): offer the contract, prefilled by the server from the opportunity and its accepted rows,
 * and — for who may create projects — its project in the same call (checked by default).
 */
export function WonContractStep({
  detail,
  onClose,
  title = 'Opportunità vinta',
  titleId,
}: WonContractStepProps) {
  const can = useCan();
  const create = useCreateContractFromOpportunity(detail.opportunity.id);
  const contract = create.data?.contract;
  const project = create.data?.project;
  const accepted = acceptedImponibile(detail.rows);
  const allowed = can('manage_contracts');
  const projectAllowed = allowed && can('view_projects') && can('manage_projects');
  const [withProject, setWithProject] = useState(projectAllowed);

  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlined color="success" />
        {title}
      </DialogTitle>
      <DialogContent>
        {contract ? (
          <Alert severity="success" role="status">
            Contratto {contract.number} creato per {contract.client_name}.
            {project && ` Progetto ${project.code} creato.`}
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography>
              Vuoi creare il contratto per <strong>{detail.opportunity.client_name}</strong>? Sarà compilato
              con titolo, cliente e tipo dell’opportunità; l’importo è l’imponibile delle righe accettate.
            </Typography>
            <Typography color="text.secondary" variant="body2">
              Righe accettate: {accepted.count} · imponibile {formatEuro(accepted.imponibile_cents)}
            </Typography>
            {accepted.count === 0 && allowed && (
              <Alert severity="warning">
                Nessuna riga accettata: il contratto avrà importo {formatEuro(0)}, da correggere nel
                contratto.
              </Alert>
            )}
            {projectAllowed && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={withProject}
                    onChange={(event) => setWithProject(event.target.checked)}
                    disabled={create.isPending}
                  />
                }
                label="Crea anche il progetto"
              />
            )}
            {!allowed && <Alert severity="info">Per creare contratti serve il permesso di gestirli.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {contract ? (
          <>
            <Button onClick={onClose}>Chiudi</Button>
            <Button
              component={RouterLink}
              to={paths.contractDetail.build(contract.id)}
              variant={project ? 'outlined' : 'contained'}
            >
              Apri il contratto
            </Button>
            {project && (
              <Button component={RouterLink} to={paths.projectDetail.build(project.id)} variant="contained">
                Apri il progetto
              </Button>
            )}
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={create.isPending}>
              Non ora
            </Button>
            {allowed && (
              <Button
                variant="contained"
                loading={create.isPending}
                onClick={() =>
                  create.mutate(projectAllowed && withProject ? { create_project: true } : {}, {
                    onSuccess: (data) =>
                      notify.success(
                        data.project
                          ? `Contratto ${data.contract.number} e progetto ${data.project.code} creati`
                          : `Contratto ${data.contract.number} creato`,
                      ),
                  })
                }
              >
                Crea contratto
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </>
  );
}
