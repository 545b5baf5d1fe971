import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@officina/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { AuditChanges } from './audit-changes.tsx';

/** One entry: when, who, what (a link to the record while it exists), and its changes on demand. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const count = entry.changes.length;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined }, verticalAlign: 'top' }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
        <TableCell>{entry.user?.name ?? 'Sistema'}</TableCell>
        <TableCell sx={{ minWidth: 240 }}>
          {entry.record?.path ? (
            <Link component={RouterLink} to={entry.record.path}>
              {entry.text}
            </Link>
          ) : (
            entry.text
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            {entry.entity_label} n. {entry.entity_id} · {entry.action_label}
          </Typography>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {count > 0 ? (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={open ? changesId : undefined}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? 'Nascondi' : `Modifiche (${count})`}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          )}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={4} id={changesId} sx={{ bgcolor: 'action.hover' }}>
            <AuditChanges changes={entry.changes} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
