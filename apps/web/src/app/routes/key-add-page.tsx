import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { KeyForm, keyTabOf } from '../../features/keyholders/components/keys/key-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /keyholders/keys/add (manage_keyholders); `?client_id=` and `?project_id=` pre-fill the form. */
export function KeyAddPage() {
  const [params] = useSearchParams();
  const prefill = {
    client_id: Number(params.get('client_id')) || null,
    project_id: Number(params.get('project_id')) || null,
  };
  const tab = keyTabOf(prefill);
  return (
    <RecordFormPage
      title="Nuova chiave"
      back={
        tab
          ? { to: tab, label: 'Torna alla scheda Portachiavi' }
          : { to: paths.keyholders.build('tab=chiavi'), label: 'Chiavi e badge' }
      }
    >
      <KeyForm prefill={prefill} />
    </RecordFormPage>
  );
}
