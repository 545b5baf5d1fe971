import { Link, useNavigate, useParams } from 'react-router';
import { useInvitationStatus } from '../../features/admin-users/api/invitation.ts';
import { SetPasswordForm } from '../../features/admin-users/components/set-password-form.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { paths } from '../../lib/paths.ts';
import { notify } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /set-password/:code from an invitation e-mail: the invitee chooses a password, then signs in. */
export function SetPasswordPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const check = useInvitationStatus(code);
  useDocumentTitle('Scegli la password');

  if (check.state === 'loading') {
    return (
      <AuthCard title="Benvenuto in Officina">
        <p role="status">Verifica del link in corso…</p>
      </AuthCard>
    );
  }
  if (check.state === 'invalid') {
    return (
      <AuthCard
        title="Link non valido"
        intro="Il link di invito non è valido, è già stato usato o è scaduto. Chiedi all’amministratore un nuovo invito."
      >
        <Link className="ui-link" to={paths.login.build()}>
          Vai all’accesso
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Benvenuto in Officina, ${check.name}: scegli la tua password`}
      intro="Almeno 10 caratteri. Poi accederai con il tuo indirizzo email e questa password."
    >
      <SetPasswordForm
        code={code}
        onDone={() => {
          notify.success('Password impostata: ora puoi accedere.');
          navigate(paths.login.build(), { replace: true });
        }}
      />
    </AuthCard>
  );
}
