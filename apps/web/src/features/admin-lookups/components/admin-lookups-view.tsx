import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LookupKind } from '@officina/contracts';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLookupKinds } from '../api/list-lookup-kinds.ts';
import { LookupKindNav } from './lookup-kind-nav.tsx';
import { LookupKindPanel } from './lookup-kind-panel.tsx';

/** /admin/lookups/:kind?: the tables by area on the left (a select on phones), the chosen one's values. */
export function AdminLookupsView({ kind }: { kind: LookupKind }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const kinds = useLookupKinds();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageHeader
        title="Tabelle di base"
        subtitle="Stati, categorie e tipi usati in tutta l’applicazione: nome, colore, ordine e significato."
        back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
      />
      {kinds.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => kinds.refetch()}>
              Riprova
            </Button>
          }
        >
          Non è stato possibile caricare le tabelle.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {kinds.data ? (
          <LookupKindNav
            kinds={kinds.data.data}
            selected={kind}
            compact={compact}
            onSelect={(next) => navigate(paths.adminLookups.build(next))}
          />
        ) : (
          !kinds.isError && <Skeleton variant="rounded" height={compact ? 48 : 480} />
        )}
        <LookupKindPanel kind={kind} />
      </Box>
    </Stack>
  );
}
