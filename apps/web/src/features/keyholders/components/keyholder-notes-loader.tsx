import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Button from '@mui/material/Button';
import { useCan } from '../../../lib/ability.ts';
import { notify } from '../../../lib/toast.ts';
import { useRevealKeyholder } from '../api/reveal-keyholder.ts';
import { revealErrorMessage } from '../utils/reveal-errors.ts';

/**
 * "Carica note": the stored notes revealed for editing (purpose `edit`, written in the access log),
 * for who has reveal_keyholders; handed to the form only, never kept elsewhere.
 */
export function KeyholderNotesLoader({
  id,
  onLoaded,
}: {
  id: number;
  onLoaded: (notes: string | null) => void;
}) {
  const can = useCan();
  const reveal = useRevealKeyholder(id);
  if (!can('reveal_keyholders')) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<LockOpenOutlined />}
      loading={reveal.isPending}
      onClick={async () => {
        try {
          const { notes } = await reveal.mutateAsync('edit');
          reveal.reset();
          onLoaded(notes);
        } catch (error) {
          reveal.reset();
          notify.error(revealErrorMessage(error));
        }
      }}
    >
      Carica note
    </Button>
  );
}
