import Typography from '@mui/material/Typography';

/** The keys and badges register (the "Chiavi e badge" tab of /keyholders). Being built. */
export function KeyList() {
  return <Typography color="text.secondary">Registro delle chiavi in preparazione.</Typography>;
}
