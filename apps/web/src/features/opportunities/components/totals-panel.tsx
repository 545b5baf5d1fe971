import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OpportunityTotals } from '@officina/contracts';
import { Fragment } from 'react';
import { formatEuro } from '../../../lib/locale/format.ts';

const Line = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography
      component="dt"
      color={strong ? 'text.primary' : 'text.secondary'}
      sx={{ fontWeight: strong ? 700 : 400 }}
    >
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{
        m: 0,
        textAlign: 'right',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? 700 : 500,
        fontSize: strong ? 18 : undefined,
      }}
    >
      {formatEuro(value)}
    </Typography>
  </Box>
);

/** Imponibile and IVA by VAT rate, then the totals — recomputed live from the rows being edited. */
export function TotalsPanel({
  totals,
}: {
  totals: Pick<OpportunityTotals, 'by_vat' | 'imponibile_cents' | 'iva_cents' | 'totale_cents'>;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Totali" sx={{ p: 2, minWidth: 300 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.75, m: 0 }}
      >
        {totals.by_vat.map((group) => (
          // A fragment, not a box: a <dl> may hold <div> groups of <dt>/<dd>, never a <div> of groups.
          <Fragment key={group.vat_rate}>
            <Line label={`Imponibile IVA ${group.vat_rate}%`} value={group.imponibile_cents} />
            <Line label={`IVA ${group.vat_rate}%`} value={group.iva_cents} />
          </Fragment>
        ))}
      </Box>
      {totals.by_vat.length > 0 && <Divider sx={{ my: 1.25 }} />}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.75, m: 0 }}
      >
        <Line label="Imponibile" value={totals.imponibile_cents} />
        <Line label="IVA" value={totals.iva_cents} />
        <Line label="Totale" value={totals.totale_cents} strong />
      </Box>
    </Paper>
  );
}
