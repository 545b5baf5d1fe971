import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_KIND_LABELS, type SearchGroup } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { HighlightedText } from './highlighted-text.tsx';

interface SearchGroupCardProps {
  group: SearchGroup;
  query: string;
  /** The group is the only kind asked: "Mostra altri" cannot narrow further. */
  alone: boolean;
  onShowMore: () => void;
}

/** One kind's results on `/search`: each a link to its record, with its context and "Archiviato". */
export function SearchGroupCard({ group, query, alone, onShowMore }: SearchGroupCardProps) {
  const label = SEARCH_KIND_LABELS[group.kind] ?? group.label;
  const headingId = `search-group-${group.kind}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: 18, mb: 1 }}>
        {label}{' '}
        <Typography component="span" color="text.secondary">
          ({group.items.length}
          {group.more ? '+' : ''})
        </Typography>
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.items.map((hit) => (
          <Box component="li" key={hit.id} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Link component={RouterLink} to={hit.path} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                <HighlightedText text={hit.title} query={query} />
              </Link>
              {hit.archived && <Chip label="Archiviato" size="small" variant="outlined" />}
            </Stack>
            {hit.subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {hit.subtitle}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      {group.more &&
        (alone ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Ci sono altri risultati: aggiungi una parola per trovarli.
          </Typography>
        ) : (
          <Button size="small" onClick={onShowMore} aria-label={`Mostra altri: ${label}`} sx={{ mt: 1 }}>
            Mostra altri
          </Button>
        ))}
    </Paper>
  );
}
