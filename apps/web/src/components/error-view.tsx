import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { strings } from '../lib/strings.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const ERROR_REDIRECT_MS = 5000;

function messageFor(code: string): string {
  if (code === '404') return strings.errorNotFound;
  if (code === '403') return strings.errorForbidden;
  return strings.errorGeneric;
}

/** SPEC §2 error page: icon, "Errore {code}", message, "Torna alla home", back home after 5 s. */
export function ErrorView({ code }: { code: string }) {
  const navigate = useNavigate();
  const title = strings.errorTitle(code);
  useDocumentTitle(title);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.home.build(), { replace: true }), ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  const Icon = code === '404' ? WarningAmber : ErrorOutline;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Icon
        data-testid={code === '404' ? 'error-icon-warning' : 'error-icon-error'}
        color={code === '404' ? 'warning' : 'error'}
        sx={{ fontSize: 72 }}
      />
      <Typography variant="h1">{title}</Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem' }}>
        {messageFor(code)}
      </Typography>
      <Button variant="contained" component={Link} to={paths.home.build()}>
        {strings.backHome}
      </Button>
    </Stack>
  );
}
