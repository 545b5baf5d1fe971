import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useKeyholder } from '../../features/keyholders/api/get-keyholder.ts';
import { KeyholderForm } from '../../features/keyholders/components/keyholder-form.tsx';
import { KeyholderNotFound } from '../../features/keyholders/components/keyholder-not-found.tsx';
import { paths } from '../../lib/paths.ts';

/** /keyholders/:id/edit (manage_keyholders). */
export function KeyholderEditPage() {
  const id = Number(useParams().id);
  const keyholder = useKeyholder(id);
  const k = keyholder.data;
  return (
    <RecordFormPage
      title={k ? `Modifica ${k.title}` : 'Modifica credenziale'}
      back={{ to: paths.keyholderDetail.build(id), label: 'Torna alla credenziale' }}
      loading={!k && !keyholder.isError && 520}
    >
      {keyholder.isError ? <KeyholderNotFound /> : k && <KeyholderForm key={k.id} keyholder={k} />}
    </RecordFormPage>
  );
}
