import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AuditEntry } from '@officina/contracts';
import { AuditRow } from './audit-row.tsx';

/** The entries, newest first; wide content scrolls inside its own box, never the page. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label="Registro attività">
        <TableHead>
          <TableRow>
            <TableCell>Data e ora</TableCell>
            <TableCell>Utente</TableCell>
            <TableCell>Attività</TableCell>
            <TableCell>Modifiche</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
