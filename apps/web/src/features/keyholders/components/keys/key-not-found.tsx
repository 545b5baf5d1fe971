import { RecordNotFound } from '../../../../components/record-not-found.tsx';
import { paths } from '../../../../lib/paths.ts';

/** A key's page whose key is gone (deleted, wrong address), with the way back to the register. */
export function KeyNotFound() {
  return (
    <RecordNotFound
      message="Chiave non trovata o non più disponibile."
      to={paths.keyholders.build('tab=chiavi')}
      label="Torna alle chiavi"
    />
  );
}
