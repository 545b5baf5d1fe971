import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { paths } from '../../../lib/paths.ts';

/** A credential that is gone, or out of the user's reach (the server answers 404 for both). */
export function KeyholderNotFound() {
  return (
    <RecordNotFound
      message="Credenziale non trovata o non più disponibile."
      to={paths.keyholders.build()}
      label="Torna al portachiavi"
    />
  );
}
