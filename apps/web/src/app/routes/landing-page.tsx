import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/` for visitors (a signed-in user is sent to the dashboard by the guard). */
export function LandingPage() {
  useDocumentTitle();
  return (
    <Stack
      spacing={3}
      sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {strings.appName}
      </Typography>
      <Typography variant="h2" component="p" color="text.secondary" sx={{ maxWidth: 560, fontWeight: 400 }}>
        Clienti, opportunità, progetti, to-do e tempi della tua azienda, in un unico posto.
      </Typography>
      <Button variant="contained" size="large" component={Link} to={paths.login.build()}>
        {strings.login}
      </Button>
    </Stack>
  );
}
