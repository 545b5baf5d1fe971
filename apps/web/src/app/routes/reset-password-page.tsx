import { useNavigate, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { paths } from '../../lib/paths.ts';
import { notify } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /reset-password/:code from the e-mailed link. */
export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle('Reimposta la password');
  return (
    <ResetPasswordForm
      code={code}
      onDone={() => {
        notify.success('Password reimpostata: ora puoi accedere.');
        navigate(paths.login.build(), { replace: true });
      }}
    />
  );
}
