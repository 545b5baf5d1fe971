import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentationDetail, DocumentationVersionSummary } from '@officina/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { notify } from '../../../lib/toast.ts';
import {
  useDocumentationDiff,
  useDocumentationVersions,
  useRestoreDocumentationVersion,
} from '../api/versions.ts';
import { DocumentationDiffView } from './documentation-diff.tsx';

const versionLabel = (v: DocumentationVersionSummary) =>
  `Versione ${v.number} · ${formatDateTime(v.created_at)} · ${v.created_by_name ?? 'utente rimosso'}`;

/**
 * Versioni: every saved version (who, when), two chosen to compare (the previous and the newest at
 * first), and "Ripristina" on an older one with a confirmation (it becomes the newest version).
 */
export function DocumentationVersions({ documentation }: { documentation: DocumentationDetail }) {
  const versions = useDocumentationVersions(documentation.id);
  const list = versions.data ?? [];
  const newest = list[0]?.number ?? documentation.version;
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const left = from ?? list[1]?.number ?? newest;
  const right = to ?? newest;
  const diff = useDocumentationDiff(
    documentation.id,
    list.length > 0 ? left : null,
    list.length > 0 ? right : null,
  );
  const restore = useRestoreDocumentationVersion(documentation.id);
  const [asking, setAsking] = useState<number | null>(null);
  const can = useCan();
  const writable = can('manage_documentations') && !documentation.archived_at;

  if (versions.isPending) return <Skeleton variant="rounded" height={240} />;
  if (versions.isError) return <Alert severity="error">Impossibile leggere le versioni: riprova.</Alert>;

  const confirmRestore = async () => {
    if (asking === null) return;
    try {
      await restore.mutateAsync({ number: asking, updatedAt: documentation.updated_at });
      notify.success(`Versione ${asking} ripristinata: ora è la versione ${documentation.version + 1}.`);
      setFrom(null);
      setTo(null);
    } catch {
      // the API client has shown the message (409: reload the page)
    }
    setAsking(null);
  };

  const picker = (label: string, value: number, onChange: (n: number) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 260 }}
    >
      {list.map((v) => (
        <MenuItem key={v.number} value={v.number}>
          {versionLabel(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Versioni della pagina">
          <TableHead>
            <TableRow>
              <TableCell>Versione</TableCell>
              <TableCell>Salvata il</TableCell>
              <TableCell>Da</TableCell>
              <TableCell>Titolo</TableCell>
              <TableCell align="right">Azioni</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((v) => (
              <TableRow key={v.number}>
                <TableCell>
                  {v.number}
                  {v.number === newest && ' (attuale)'}
                  {v.restored_from !== null && ` · ripristino della ${v.restored_from}`}
                </TableCell>
                <TableCell>{formatDateTime(v.created_at)}</TableCell>
                <TableCell>{v.created_by_name ?? '—'}</TableCell>
                <TableCell>{v.title}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      onClick={() => {
                        setFrom(v.number);
                        setTo(newest);
                      }}
                      disabled={v.number === newest}
                    >
                      Confronta con l’attuale
                    </Button>
                    {writable && v.number !== newest && (
                      <Button
                        size="small"
                        startIcon={<RestoreOutlined />}
                        onClick={() => setAsking(v.number)}
                      >
                        Ripristina
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="diff-title">
        <Typography id="diff-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          Differenze
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {picker('Dalla versione', left, setFrom)}
          {picker('Alla versione', right, setTo)}
        </Stack>
        {diff.isFetching && <LinearProgress aria-label="Confronto in corso" sx={{ mb: 1 }} />}
        {diff.data && <DocumentationDiffView diff={diff.data} />}
      </Paper>
      <ConfirmDialog
        open={asking !== null}
        title="Ripristinare questa versione?"
        confirmLabel="Ripristina"
        tone="warning"
        pending={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setAsking(null)}
      >
        Titolo, testo ed etichette della versione {asking} diventeranno la nuova versione della pagina. Le
        versioni successive restano nella cronologia.
      </ConfirmDialog>
    </Stack>
  );
}
