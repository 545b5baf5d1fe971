import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { KeyholderForm, keyholderTabOf } from '../../features/keyholders/components/keyholder-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /keyholders/add (manage_keyholders); `?client_id=` and `?project_id=` pre-fill the form. */
export function KeyholderAddPage() {
  const [params] = useSearchParams();
  const prefill = {
    client_id: Number(params.get('client_id')) || null,
    project_id: Number(params.get('project_id')) || null,
  };
  const tab = keyholderTabOf(prefill);
  return (
    <RecordFormPage
      title="Nuova credenziale"
      back={
        tab
          ? { to: tab, label: 'Torna alla scheda Portachiavi' }
          : { to: paths.keyholders.build(), label: 'Portachiavi' }
      }
    >
      <KeyholderForm prefill={prefill} />
    </RecordFormPage>
  );
}
