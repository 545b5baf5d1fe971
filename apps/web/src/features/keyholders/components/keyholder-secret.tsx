import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyholderView } from '@officina/contracts';
import { useCan } from '../../../lib/ability.ts';
import { REVEAL_VISIBLE_MS, useSecretReveal } from '../hooks/use-secret-reveal.ts';

const MASK = '••••••••';

/**
 * The secret and the notes: masked; "Mostra" (30 s, or until "Nascondi") and "Copia" for who has
 * reveal_keyholders, each written in the access log by the server; a hint for the others.
 */
export function KeyholderSecret({ keyholder }: { keyholder: KeyholderView }) {
  const can = useCan();
  const mayReveal = can('reveal_keyholders');
  const { shown, error, pending, show, hide, copy } = useSecretReveal(keyholder.id);
  const nothing = !keyholder.has_secret && !keyholder.has_notes;

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="secret-title">
      <Typography id="secret-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Password e note
      </Typography>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" variant="body2" sx={{ minWidth: 110 }}>
            Password
          </Typography>
          <Box
            component="span"
            aria-live="polite"
            data-testid="keyholder-secret"
            sx={{ fontFamily: 'monospace', fontSize: 16, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
          >
            {shown ? (shown.secret ?? 'nessuna password salvata') : keyholder.has_secret ? MASK : '—'}
          </Box>
          {mayReveal && !nothing && (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {shown ? (
                <Button variant="outlined" startIcon={<VisibilityOffOutlined />} onClick={hide}>
                  Nascondi
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlined />}
                  loading={pending === 'view'}
                  onClick={show}
                >
                  Mostra
                </Button>
              )}
              {keyholder.has_secret && (
                <Button
                  variant="contained"
                  startIcon={<ContentCopyOutlined />}
                  loading={pending === 'copy'}
                  onClick={copy}
                >
                  Copia
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {shown && (
          <Stack spacing={0.5}>
            <Typography color="text.secondary" variant="body2">
              Note
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {shown.notes ?? 'Nessuna nota.'}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              Si nasconde da sola tra {REVEAL_VISIBLE_MS / 1000} secondi.
            </Typography>
          </Stack>
        )}
        {!shown && keyholder.has_notes && (
          <Typography color="text.secondary" variant="body2">
            Ci sono note cifrate{mayReveal ? ': «Mostra» le fa vedere insieme alla password.' : '.'}
          </Typography>
        )}
        {!mayReveal && !nothing && (
          <Alert severity="info" variant="outlined">
            Non hai il permesso di vedere le password.
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
