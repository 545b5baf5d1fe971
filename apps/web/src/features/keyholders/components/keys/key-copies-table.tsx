import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyLoan, KeyView } from '@officina/contracts';
import { useState } from 'react';
import { formatDate } from '../../../../lib/locale/format.ts';
import { copyRows, loanLateText, todayInRome } from '../../utils/keys-format.ts';
import { KeyCheckinDialog } from './key-checkin-dialog.tsx';
import { KeyCheckoutDialog } from './key-checkout-dialog.tsx';

type Open = { kind: 'out'; copyNo: number } | { kind: 'in'; loan: KeyLoan } | null;

/**
 * "Copie": one row per copy, in the office or held by whom since when and until when, a late
 * return highlighted with its days; "Consegna" / "Restituisci" for who manages the keys.
 */
export function KeyCopiesTable({ keyRecord, canManage }: { keyRecord: KeyView; canManage: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const today = todayInRome();
  const rows = copyRows(keyRecord);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Copie di ${keyRecord.label}`}>
        <TableHead>
          <TableRow>
            <TableCell>Copia</TableCell>
            <TableCell>Dove si trova</TableCell>
            <TableCell>Dal</TableCell>
            <TableCell>Restituzione prevista</TableCell>
            {canManage && <TableCell align="right">Azioni</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ copy_no, loan }) => {
            const late = loan ? loanLateText(loan, today) : null;
            return (
              <TableRow
                key={copy_no}
                data-late={late ? 'true' : undefined}
                sx={late ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) } : undefined}
              >
                <TableCell>n. {copy_no}</TableCell>
                <TableCell>{loan ? `In consegna a ${loan.holder_name}` : 'Disponibile in ufficio'}</TableCell>
                <TableCell>{loan ? formatDate(loan.out_on) : ''}</TableCell>
                <TableCell>
                  {loan?.due_on ? formatDate(loan.due_on) : loan ? 'Senza scadenza' : ''}
                  {late && (
                    <Box component="span" sx={{ display: 'block', color: 'error.main', fontWeight: 600 }}>
                      {late}
                    </Box>
                  )}
                </TableCell>
                {canManage && (
                  <TableCell align="right">
                    {loan ? (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setOpen({ kind: 'in', loan })}
                        aria-label={`Restituisci la copia n. ${copy_no}`}
                      >
                        Restituisci
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => setOpen({ kind: 'out', copyNo: copy_no })}
                        aria-label={`Consegna la copia n. ${copy_no}`}
                      >
                        Consegna
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {open?.kind === 'out' && (
        <KeyCheckoutDialog keyRecord={keyRecord} copyNo={open.copyNo} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'in' && (
        <KeyCheckinDialog keyRecord={keyRecord} loan={open.loan} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
