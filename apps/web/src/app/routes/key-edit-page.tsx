import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useKey } from '../../features/keyholders/api/keys/get-key.ts';
import { KeyForm } from '../../features/keyholders/components/keys/key-form.tsx';
import { KeyNotFound } from '../../features/keyholders/components/keys/key-not-found.tsx';
import { paths } from '../../lib/paths.ts';

/** /keyholders/keys/:id/edit (manage_keyholders). */
export function KeyEditPage() {
  const id = Number(useParams().id);
  const key = useKey(id);
  const k = key.data;
  return (
    <RecordFormPage
      title={k ? `Modifica ${k.label}` : 'Modifica chiave'}
      back={{ to: paths.keyDetail.build(id), label: 'Torna alla chiave' }}
      loading={!k && !key.isError && 420}
    >
      {key.isError ? <KeyNotFound /> : k && <KeyForm key={k.id} keyRecord={k} />}
    </RecordFormPage>
  );
}
