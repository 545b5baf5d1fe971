import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/locale/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { useKeyLoans } from '../../api/keys/list-key-loans.ts';
import { daysLate, lateText, todayInRome } from '../../utils/keys-format.ts';

const SHOWN = 20;

/**
 * "Restituzioni in ritardo" above the register: every copy still out past its expected return (the
 * longest late first), with who holds it. Nothing at all when none is late.
 */
export function OverdueLoansPanel() {
  const loans = useKeyLoans({ state: 'in_ritardo', per_page: SHOWN });
  const page = loans.data;
  if (!page || page.data.length === 0) return null;
  const today = todayInRome();
  const total = page.meta.total;
  // The longest late first, whatever order the page came in.
  const rows = [...page.data].sort((a, b) => (a.due_on ?? '').localeCompare(b.due_on ?? '') || a.id - b.id);
  return (
    <Alert
      severity="error"
      variant="outlined"
      icon={<WarningAmberOutlined />}
      role="region"
      aria-label="Restituzioni in ritardo"
      sx={{
        '& .MuiAlert-message': { width: '100%', overflowX: 'auto' },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      <AlertTitle>Restituzioni in ritardo ({total === 1 ? '1 copia' : `${total} copie`})</AlertTitle>
      <Table size="small" aria-label="Copie da restituire">
        <TableHead>
          <TableRow>
            <TableCell>Chiave</TableCell>
            <TableCell>Copia</TableCell>
            <TableCell>Chi la ha</TableCell>
            <TableCell>Restituzione prevista</TableCell>
            <TableCell>Ritardo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((loan) => (
            <TableRow key={loan.id}>
              <TableCell>
                <Link component={RouterLink} to={paths.keyDetail.build(loan.key_id)} underline="always">
                  {loan.key_label}
                </Link>{' '}
                ({loan.key_code}){loan.client_name ? ` · ${loan.client_name}` : ''}
              </TableCell>
              <TableCell>n. {loan.copy_no}</TableCell>
              <TableCell>{loan.holder_name}</TableCell>
              <TableCell>{formatDate(loan.due_on)}</TableCell>
              <TableCell sx={{ color: 'error.main', fontWeight: 500, whiteSpace: 'nowrap' }}>
                {loan.due_on ? lateText(daysLate(loan.due_on, today)) : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > SHOWN && (
        <Link component={RouterLink} to={paths.keyholders.build('tab=chiavi&state=in_ritardo')}>
          Mostra tutte le chiavi in ritardo
        </Link>
      )}
    </Alert>
  );
}
