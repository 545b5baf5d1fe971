import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '../../../../lib/locale/format.ts';
import { useKeyLoans } from '../../api/keys/list-key-loans.ts';
import { loanLateText, todayInRome } from '../../utils/keys-format.ts';

const PER_PAGE = 10;

const by = (day: string, name: string | null) => (name ? `${formatDate(day)} da ${name}` : formatDate(day));

/** "Storico consegne": every check-out of the key, newest first, with its return; paged. */
export function KeyLoanHistory({ keyId }: { keyId: number }) {
  const [page, setPage] = useState(1);
  const loans = useKeyLoans({ state: 'tutte', key_id: keyId, page, per_page: PER_PAGE });
  const data = loans.data;
  if (!data) {
    return loans.isError ? (
      <Typography color="error">Non è stato possibile caricare lo storico.</Typography>
    ) : (
      <Skeleton variant="rounded" height={96} />
    );
  }
  if (data.meta.total === 0) {
    return <Typography color="text.secondary">Nessuna consegna registrata per questa chiave.</Typography>;
  }
  const today = todayInRome();
  const pages = Math.ceil(data.meta.total / PER_PAGE);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Storico consegne">
          <TableHead>
            <TableRow>
              <TableCell>Copia</TableCell>
              <TableCell>A chi</TableCell>
              <TableCell>Consegnata il</TableCell>
              <TableCell>Restituzione prevista</TableCell>
              <TableCell>Restituita il</TableCell>
              <TableCell>Note</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((loan) => {
              const late = loanLateText(loan, today);
              return (
                <TableRow key={loan.id}>
                  <TableCell>n. {loan.copy_no}</TableCell>
                  <TableCell>{loan.holder_name}</TableCell>
                  <TableCell>{by(loan.out_on, loan.out_by_name)}</TableCell>
                  <TableCell>{loan.due_on ? formatDate(loan.due_on) : '—'}</TableCell>
                  <TableCell>
                    {loan.returned_on ? (
                      by(loan.returned_on, loan.in_by_name)
                    ) : (
                      <Box component="span" sx={late ? { color: 'error.main', fontWeight: 600 } : undefined}>
                        {late ?? 'Non ancora restituita'}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>
                    {[loan.out_note, loan.in_note].filter(Boolean).join('\n')}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          size="small"
          aria-label="Pagine dello storico"
        />
      )}
    </Stack>
  );
}
