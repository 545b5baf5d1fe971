import { useSearchParams } from 'react-router';
import { KeyholderList } from '../../features/keyholders/components/keyholder-list.tsx';
import {
  KeyholdersPageTabs,
  keyholdersTabOf,
} from '../../features/keyholders/components/keyholders-page-tabs.tsx';
import { KeyList } from '../../features/keyholders/components/keys/key-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /keyholders ("Portachiavi"): the credentials, or the keys and badges with `?tab=chiavi`. */
export function KeyholdersPage() {
  const [params] = useSearchParams();
  const active = keyholdersTabOf(params);
  useDocumentTitle(active === 'chiavi' ? 'Chiavi e badge' : 'Credenziali');
  return (
    <KeyholdersPageTabs active={active}>
      {active === 'chiavi' ? <KeyList /> : <KeyholderList />}
    </KeyholdersPageTabs>
  );
}
