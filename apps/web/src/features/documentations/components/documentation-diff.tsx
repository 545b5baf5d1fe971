import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { DiffLine, DocumentationDiff } from '@officina/contracts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

const marks: Record<DiffLine['kind'], { sign: string; said: string; tint: 'success' | 'error' | null }> = {
  added: { sign: '+', said: 'Aggiunta', tint: 'success' },
  removed: { sign: '−', said: 'Rimossa', tint: 'error' },
  context: { sign: ' ', said: 'Invariata', tint: null },
};

/**
 * The changes between two versions: title and tags, then the body's lines. Added and removed lines
 * are coloured and also marked + / − with their line numbers (and "Aggiunta"/"Rimossa" for screen
 * readers): the colour is never the only sign.
 */
export function DocumentationDiffView({ diff }: { diff: DocumentationDiff }) {
  const nothing =
    !diff.title.changed && diff.hunks.length === 0 && diff.tags.added.length + diff.tags.removed.length === 0;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Dalla versione {diff.from.number} alla versione {diff.to.number}: {diff.added} righe aggiunte,{' '}
        {diff.removed} rimosse.
      </Typography>
      {nothing && <Typography>Le due versioni sono identiche.</Typography>}
      {diff.title.changed && (
        <Typography variant="body2">
          Titolo: <del>{diff.title.old}</del> → <ins>{diff.title.new}</ins>
        </Typography>
      )}
      {diff.tags.added.length + diff.tags.removed.length > 0 && (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">Etichette:</Typography>
          {diff.tags.added.map((tag) => (
            <Chip key={`+${tag}`} size="small" color="success" variant="outlined" label={`+ ${tag}`} />
          ))}
          {diff.tags.removed.map((tag) => (
            <Chip key={`-${tag}`} size="small" color="error" variant="outlined" label={`− ${tag}`} />
          ))}
        </Stack>
      )}
      {diff.hunks.map((hunk) => (
        <Box
          key={`${hunk.old_start}-${hunk.new_start}`}
          role="table"
          aria-label={`Modifiche dalla riga ${hunk.new_start}`}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflowX: 'auto',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {hunk.lines.map((line, index) => {
            const mark = marks[line.kind];
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a hunk never move
                key={index}
                role="row"
                data-kind={line.kind}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '3.5em 3.5em 1.5em 1fr',
                  // a light tint of the colour under the normal text colour (contrast as any text)
                  bgcolor: (theme) =>
                    mark.tint ? alpha(theme.palette[mark.tint].main, 0.16) : 'transparent',
                  color: 'text.primary',
                }}
              >
                <Box role="cell" sx={{ px: 0.5, textAlign: 'right' }}>
                  {line.old_number ?? ''}
                </Box>
                <Box role="cell" sx={{ px: 0.5, textAlign: 'right' }}>
                  {line.new_number ?? ''}
                </Box>
                <Box role="cell" aria-hidden="true" sx={{ textAlign: 'center', fontWeight: 700 }}>
                  {mark.sign}
                </Box>
                <Box role="cell" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pr: 1 }}>
                  {line.kind !== 'context' && (
                    <Box component="span" sx={visuallyHidden}>{`${mark.said}: `}</Box>
                  )}
                  {line.text || ' '}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
