import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useProjects } from '../api/list-projects.ts';

/** Progetti tab of the client page: the client's projects, newest due first, with a link to add one. */
export function ClientProjectsTab({ clientId }: { clientId: number }) {
  const projects = useProjects({ client_id: clientId, per_page: 100, sort: '-due_date' });
  const can = useCan();
  const add = can('manage_projects') && (
    <CreateButton to={paths.projectAdd.build(clientId)}>Nuovo progetto</CreateButton>
  );
  const rows = projects.data?.data;
  if (!rows) return <Skeleton variant="rounded" height={200} />;
  if (rows.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState
          icon={<FolderOutlined />}
          title="Nessun progetto per questo cliente"
          description={
            add ? 'Crea un progetto per organizzare to-do e tempi del lavoro per il cliente.' : undefined
          }
          action={add}
        />
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {rows.length} {rows.length === 1 ? 'progetto' : 'progetti'}
        </Typography>
        {add}
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Progetti del cliente">
          <TableHead>
            <TableRow>
              <TableCell>Codice</TableCell>
              <TableCell>Progetto</TableCell>
              <TableCell>Stato</TableCell>
              <TableCell>Responsabile</TableCell>
              <TableCell>Scadenza</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((project) => (
              <TableRow key={project.id} hover>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      bgcolor: project.color ?? 'divider',
                      mr: 1,
                    }}
                  />
                  {project.code}
                </TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.projectDetail.build(project.id)}
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {project.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <LookupChip name={project.state_name} color={project.state_color} />
                </TableCell>
                <TableCell>{project.manager_name ?? '—'}</TableCell>
                <TableCell>{formatDate(project.due_date) || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
