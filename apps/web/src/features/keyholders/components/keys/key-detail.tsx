import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { keyKindLabels } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../../components/back-link.tsx';
import { DetailFields } from '../../../../components/detail-fields.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordActions } from '../../../../components/record-actions.tsx';
import { ClientLink } from '../../../../components/record-headline.tsx';
import { TitledSection } from '../../../../components/titled-section.tsx';
import { useCan } from '../../../../lib/ability.ts';
import { formatDateTime } from '../../../../lib/locale/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useDeleteKey } from '../../api/keys/delete-key.ts';
import { useKey } from '../../api/keys/get-key.ts';
import { copiesSummary } from '../../utils/keys-format.ts';
import { KeyActivity } from './key-activity.tsx';
import { KeyCopiesTable } from './key-copies-table.tsx';
import { KeyLoanHistory } from './key-loan-history.tsx';
import { KeyNotFound } from './key-not-found.tsx';
import { KeyStateChip } from './key-state-chip.tsx';

const REGISTER = paths.keyholders.build('tab=chiavi');

/**
 * /keyholders/keys/:id/detail: the key, its copies (who holds which, check-out and check-in), its
 * custody history and activity, the label to print; manage edits and deletes.
 */
export function KeyDetail({ id }: { id: number }) {
  const key = useKey(id);
  const can = useCan();
  const canManage = can('manage_keyholders');
  const navigate = useNavigate();
  const remove = useDeleteKey();
  const k = key.data;
  useDocumentTitle(k?.label ?? 'Chiave');
  if (key.isError) return <KeyNotFound />;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <BackLink to={REGISTER}>Chiavi e badge</BackLink>
      {k ? (
        <>
          <PageHeader
            title={k.label}
            subtitle={
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip size="small" label={k.code} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
                <Chip size="small" variant="outlined" label={keyKindLabels[k.kind]} />
                <KeyStateChip state={k.state} />
                {k.client_id !== null && <ClientLink id={k.client_id} name={k.client_name} />}
              </Stack>
            }
            actions={
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Button component={RouterLink} to={paths.keyLabel.build(k.id)} startIcon={<PrintOutlined />}>
                  Stampa etichetta
                </Button>
                {canManage && (
                  <RecordActions
                    what={`la chiave «${k.label}»`}
                    deleteNote="Con la chiave si elimina il suo storico delle consegne. Una chiave con una copia in consegna non si può eliminare: prima registra la restituzione."
                    editTo={paths.keyEdit.build(k.id)}
                    archived={false}
                    deleting={remove.isPending}
                    restoring={false}
                    onDelete={() => remove.mutateAsync(k.id)}
                    onRestore={async () => undefined}
                    onDeleted={() => navigate(REGISTER, { replace: true })}
                  />
                )}
              </Stack>
            }
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DetailFields
              title="Chiave"
              fields={[
                { label: 'Codice', value: k.code },
                { label: 'Tipo', value: keyKindLabels[k.kind] },
                { label: 'Copie', value: copiesSummary(k.copies_out, k.copies) },
                { label: 'Note', value: k.notes && <Box sx={{ whiteSpace: 'pre-line' }}>{k.notes}</Box> },
              ]}
            />
            <DetailFields
              title="Dove apre"
              fields={[
                {
                  label: 'Cliente',
                  value: k.client_id !== null && <ClientLink id={k.client_id} name={k.client_name} />,
                },
                {
                  label: 'Progetto',
                  value: k.project_id !== null && (
                    <Link component={RouterLink} to={paths.projectDetail.build(k.project_id)}>
                      {[k.project_code, k.project_name].filter(Boolean).join(' — ')}
                    </Link>
                  ),
                },
                { label: 'Sede / accesso', value: k.site },
                {
                  label: 'Registrata',
                  value: `${formatDateTime(k.created_at)}${k.created_by_name ? ` da ${k.created_by_name}` : ''}`,
                },
              ]}
            />
          </Box>
          <TitledSection title="Copie">
            <KeyCopiesTable keyRecord={k} canManage={canManage} />
          </TitledSection>
          <TitledSection title="Storico consegne">
            <KeyLoanHistory keyId={k.id} />
          </TitledSection>
          <TitledSection title="Attività">
            <KeyActivity id={k.id} />
          </TitledSection>
        </>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Stack>
  );
}
