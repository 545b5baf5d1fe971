import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpportunityView } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { HeaderActions } from '../../../components/page-header.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ClientLink, RecordHeadline } from '../../../components/record-headline.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { useCan } from '../../../lib/ability.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteOpportunity } from '../api/delete-opportunity.ts';
import { useDownloadOfferPdf } from '../api/download-offer-pdf.ts';
import { useOpportunity } from '../api/get-opportunity.ts';
import { useRestoreOpportunity } from '../api/restore-opportunity.ts';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { OpportunityActivity } from './opportunity-activity.tsx';
import { OpportunityContractAction } from './opportunity-contract-action.tsx';
import { RowsEditor } from './rows-editor.tsx';

/**
 * /opportunities/:id/detail: header and actions (the contract of a won one, or a link to it), data,
 * the rows editor with live totals, history.
 */
export function OpportunityDetailView({
  id,
  sections,
}: {
  id: number;
  /** Cards of other features composed by the route (e.g. the opportunity's Allegati), before the history. */
  sections?: (opportunity: OpportunityView) => ReactNode;
}) {
  const opportunity = useOpportunity(id);
  const queryClient = useQueryClient();
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteOpportunity();
  const restore = useRestoreOpportunity();
  const pdf = useDownloadOfferPdf();
  const [changing, setChanging] = useState(false);
  const detail = opportunity.data;
  useDocumentTitle(detail ? `${detail.opportunity.number} ${detail.opportunity.title}` : 'Opportunità');

  if (opportunity.isError) return <RecordNotFound of="opportunity" />;
  if (!detail) {
    return (
      <Stack spacing={2.5}>
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  const o = detail.opportunity;
  const canManage = can('manage_opportunities') && !o.archived_at;

  return (
    <Stack spacing={2.5}>
      <BackLink to={paths.opportunities.build()}>Opportunità</BackLink>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {/* The actions go under the title when beside it the title would wrap (1440 px, menu open). */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Stack spacing={0.75} sx={{ flex: '1 1 40rem', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              Opportunità n. {o.number}
            </Typography>
            <RecordHeadline
              title={o.title}
              state={{ name: o.state_name, color: o.state_color }}
              kind={o.type_name}
              archived={o.archived_at && 'Archiviata'}
            >
              <ClientLink id={o.client_id} name={o.client_name} />
              <Typography
                variant="body2"
                color="text.secondary"
                component="span"
                sx={{ whiteSpace: 'nowrap' }}
              >
                Totale <strong>{formatEuro(o.total_cents)}</strong> · probabilità {o.probability} %
              </Typography>
            </RecordHeadline>
          </Stack>
          <HeaderActions>
            <OpportunityContractAction detail={detail} />
            {canManage && (
              <Button variant="outlined" startIcon={<SwapHorizOutlined />} onClick={() => setChanging(true)}>
                Cambia stato
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              loading={pdf.isPending}
              loadingPosition="start"
              onClick={() =>
                pdf.mutate(
                  { id: o.id, number: o.number },
                  { onSuccess: (name) => notify.success(`Offerta scaricata: ${name}`) },
                )
              }
            >
              Scarica offerta
            </Button>
            {can('manage_opportunities') && (
              <RecordActions
                what={`l’opportunità ${o.number} «${o.title}»`}
                deleteNote="Se ha un contratto collegato verrà archiviata invece che eliminata: sparirà dagli elenchi ma potrai ripristinarla. Se viene eliminata, il suo numero non sarà riutilizzato."
                editTo={paths.opportunityEdit.build(o.id)}
                archived={Boolean(o.archived_at)}
                deleting={remove.isPending}
                restoring={restore.isPending}
                onDelete={() => remove.mutateAsync(o.id)}
                onRestore={() => restore.mutateAsync(o.id)}
                onDeleted={() => navigate(paths.opportunities.build(), { replace: true })}
              />
            )}
          </HeaderActions>
        </Stack>
      </Paper>
      {o.lost_reason && o.state_key === 'lost' && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>Motivo della perdita</AlertTitle>
          {o.lost_reason}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailFields
          title="Trattativa"
          fields={[
            {
              label: 'Cliente',
              value: <ClientLink id={o.client_id} name={o.client_name} />,
            },
            { label: 'Referente', value: o.person_name },
            { label: 'Commerciale', value: o.owner_name },
            { label: 'Tipo', value: o.type_name },
            { label: 'Probabilità', value: `${o.probability} %` },
          ]}
        />
        <DetailFields
          title="Offerta"
          fields={[
            { label: 'Chiusura prevista', value: formatDate(o.expected_close_on) },
            { label: 'Valida fino al', value: formatDate(o.valid_until) },
            { label: 'Pagamento', value: o.payment_terms },
            { label: 'Note', value: o.notes && <span style={{ whiteSpace: 'pre-line' }}>{o.notes}</span> },
            { label: 'Creata il', value: formatDate(o.created_at) },
          ]}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <RowsEditor
          key={o.updated_at}
          detail={detail}
          readOnly={!canManage}
          onReload={() => queryClient.invalidateQueries({ queryKey: opportunityKeys.detail(o.id) })}
        />
      </Paper>
      {sections?.(o)}
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Attività
        </Typography>
        <OpportunityActivity id={o.id} />
      </Paper>
      {changing && (
        <ChangeStatusDialog
          opportunity={{
            id: o.id,
            number: o.number,
            title: o.title,
            state_id: o.state_id,
            updated_at: o.updated_at,
          }}
          onClose={() => setChanging(false)}
        />
      )}
    </Stack>
  );
}
