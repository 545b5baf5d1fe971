import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchView } from '../../features/search/components/search-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /search: the global search's full page (every kind the user may see, filters in the URL). */
export function SearchPage() {
  useDocumentTitle('Ricerca');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageHeader title="Ricerca" />
      <SearchView />
    </Stack>
  );
}
