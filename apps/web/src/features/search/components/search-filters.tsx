import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SEARCH_KIND_LABELS, type SearchKind } from '@officina/contracts';

interface SearchFiltersProps {
  /** The kinds the user may search (from the answer). */
  available: readonly SearchKind[];
  selected: readonly SearchKind[];
  archived: boolean;
  onKindsChange: (kinds: SearchKind[]) => void;
  onArchivedChange: (archived: boolean) => void;
}

/** The `/search` filters: a chip per kind the user may search (none chosen: every kind), archived too. */
export function SearchFilters({
  available,
  selected,
  archived,
  onKindsChange,
  onArchivedChange,
}: SearchFiltersProps) {
  const toggle = (kind: SearchKind) =>
    onKindsChange(
      selected.includes(kind)
        ? selected.filter((k) => k !== kind)
        : available.filter((k) => k === kind || selected.includes(k)),
    );
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        role="group"
        aria-label="Filtra per tipo"
        sx={{ flexWrap: 'wrap' }}
      >
        <Chip
          label="Tutti"
          color={selected.length === 0 ? 'primary' : 'default'}
          variant={selected.length === 0 ? 'filled' : 'outlined'}
          aria-pressed={selected.length === 0}
          onClick={() => onKindsChange([])}
        />
        {available.map((kind) => {
          const on = selected.includes(kind);
          return (
            <Chip
              key={kind}
              label={SEARCH_KIND_LABELS[kind]}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(kind)}
            />
          );
        })}
      </Stack>
      <FormControlLabel
        control={<Switch checked={archived} onChange={(event) => onArchivedChange(event.target.checked)} />}
        label="Includi archiviati"
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
