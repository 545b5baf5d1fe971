import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LookupEntry {
  id: number;
  name: string;
  color?: string | null;
}

/** One lookup table shown as chips, each with its colour as a dot. */
export function LookupList({
  title,
  entries,
}: {
  title: string;
  entries: readonly LookupEntry[] | undefined;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {entries && entries.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <Chip
                variant="outlined"
                label={entry.name}
                icon={
                  entry.color ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: entry.color, ml: 1 }}
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Nessun valore.</Typography>
      )}
    </Stack>
  );
}
