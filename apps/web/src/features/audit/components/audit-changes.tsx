import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditChange } from '@officina/contracts';

const EMPTY = '—';

/** The changed fields of an entry: «Stato: Prospect → Attivo», values as the server wrote them (secrets masked). */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, max-content) 1fr', gap: 0.5 }}
    >
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {change.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {change.old === null ? (
              (change.new ?? EMPTY)
            ) : (
              <>
                <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                  {change.old}
                </Box>
                {' → '}
                {change.new ?? EMPTY}
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
