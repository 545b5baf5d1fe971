import Typography from '@mui/material/Typography';

/** The keys of a client or a project (their Portachiavi tab). Being built. */
export function KeyTabList(_props: { clientId?: number; projectId?: number }) {
  return <Typography color="text.secondary">Chiavi in preparazione.</Typography>;
}
