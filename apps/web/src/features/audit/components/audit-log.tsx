import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAuditPages } from '../api/get-audit-page.ts';
import { type AuditFilters, hasAuditFilters, periodReversed } from '../utils/audit-filters.ts';
import { AuditTable } from './audit-table.tsx';

/** The filtered log: loading, error, empty, the entries and «Mostra altre» while more match. */
export function AuditLog({ filters, onClear }: { filters: AuditFilters; onClear: () => void }) {
  const reversed = periodReversed(filters);
  const query = useAuditPages(filters, !reversed);
  if (reversed)
    return <Alert severity="warning">La data «Al» precede la data «Dal»: correggi il periodo.</Alert>;
  if (query.isPending) {
    return (
      <Box role="status" aria-label="Caricamento del registro">
        <LinearProgress />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Riprova
          </Button>
        }
      >
        Impossibile caricare il registro attività.
      </Alert>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) {
    const filtered = hasAuditFilters(filters);
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title={filtered ? 'Nessuna attività con questi filtri' : 'Nessuna attività registrata'}
        description={filtered ? 'Prova a cambiare utente, tipo di record, azione o periodo.' : undefined}
        action={filtered ? <Button onClick={onClear}>Azzera filtri</Button> : undefined}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <AuditTable entries={entries} />
      {query.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'center' }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Mostra altre attività
        </Button>
      )}
    </Stack>
  );
}
