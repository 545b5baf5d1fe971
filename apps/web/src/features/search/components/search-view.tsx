import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_LIMIT_MAX, type SearchKind } from '@officina/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearch } from '../api/search.ts';
import { searchable } from '../utils/palette-options.ts';
import { readSearchUrl, type SearchUrlState, writeSearchUrl } from '../utils/search-url.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchGroupCard } from './search-group-card.tsx';

/** Pause after typing before the URL (and so the search) follows the field. */
const TYPING_DEBOUNCE_MS = 250;

/**
 * The `/search` page: the field, the kind chips and "Includi archiviati" all live in the URL
 * (`?q=&kinds=&archived=1`), so a search can be shared, reloaded and walked back; up to 50 per kind.
 */
export function SearchView() {
  const [params, setParams] = useSearchParams();
  const state = readSearchUrl(params);
  const [text, setText] = useState(state.q);
  const typed = useDebouncedValue(text.trim(), TYPING_DEBOUNCE_MS);

  const update = (next: Partial<SearchUrlState>, replace = false) =>
    setParams(writeSearchUrl({ ...state, ...next }), { replace });

  // The field follows the URL (back/forward), the URL follows what was typed once it settles.
  useEffect(() => setText((current) => (current.trim() === state.q ? current : state.q)), [state.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text writes the URL
  useEffect(() => {
    if (typed !== state.q) setParams(writeSearchUrl({ ...state, q: typed }), { replace: true });
  }, [typed]);

  const result = useSearch({
    q: state.q.trim(),
    kinds: state.kinds,
    archived: state.archived,
    limit: SEARCH_LIMIT_MAX,
  });
  const answer = result.data;
  const available: SearchKind[] = answer?.kinds ?? [];
  const asked = searchable(state.q);
  const groups = asked ? (answer?.groups ?? []) : [];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <TextField
        label="Cerca in Officina"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update({ q: text.trim() }, true);
        }}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 640 }}
      />
      <SearchFilters
        available={available}
        selected={state.kinds}
        archived={state.archived}
        onKindsChange={(kinds) => update({ kinds })}
        onArchivedChange={(archived) => update({ archived })}
      />
      <Box sx={{ height: 4 }}>{result.isFetching && <LinearProgress aria-label="Ricerca in corso" />}</Box>
      {result.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => result.refetch()}>
              Riprova
            </Button>
          }
        >
          La ricerca non è riuscita. Riprova tra poco.
        </Alert>
      ) : !asked ? (
        <Typography color="text.secondary">
          Scrivi almeno due lettere: nomi, titoli, numeri di opportunità e contratti, parole della
          documentazione.
        </Typography>
      ) : answer && !result.isPlaceholderData && groups.length === 0 ? (
        <Box role="status">
          <Typography>Nessun risultato per «{state.q.trim()}»</Typography>
          <Typography variant="body2" color="text.secondary">
            Prova con l'inizio di una parola o con meno parole
            {state.kinds.length ? ', o togli i filtri per tipo' : ''}
            {state.archived ? '' : '; gli archiviati si includono con l’interruttore qui sopra'}.
          </Typography>
        </Box>
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <SearchGroupCard
              key={group.kind}
              group={group}
              query={state.q}
              alone={state.kinds.length === 1 && state.kinds[0] === group.kind}
              onShowMore={() => update({ kinds: [group.kind] })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
