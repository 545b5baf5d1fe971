import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { safeRedirect } from '../../lib/paths.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /login, and its forgotten-password form at /login?mode=forgot; back to the wanted page after sign-in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const forgot = params.get('mode') === 'forgot';
  useDocumentTitle(forgot ? 'Password dimenticata' : strings.login);

  if (forgot) return <ForgotPasswordForm redirect={redirect} />;
  return (
    <LoginForm redirect={redirect} onSignedIn={() => navigate(safeRedirect(redirect), { replace: true })} />
  );
}
