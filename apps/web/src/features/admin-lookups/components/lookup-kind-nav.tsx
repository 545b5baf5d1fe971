import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AdminLookupKind, type LookupKind, lookupAreas } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface LookupKindNavProps {
  kinds: readonly AdminLookupKind[];
  selected: LookupKind;
  /** Phones: a select instead of the list. */
  compact: boolean;
  onSelect: (kind: LookupKind) => void;
}

const countLabel = (kind: AdminLookupKind) => (kind.count === 1 ? '1 valore' : `${kind.count} valori`);

/** The lookup tables grouped by area: a list of links on the left, or a select on phones. */
export function LookupKindNav({ kinds, selected, compact, onSelect }: LookupKindNavProps) {
  const areas = lookupAreas.map((area) => ({ area, kinds: kinds.filter((k) => k.area === area) }));
  if (compact) {
    return (
      <FormControl fullWidth>
        <InputLabel variant="standard" htmlFor="lookup-kind-select">
          Tabella
        </InputLabel>
        <NativeSelect
          id="lookup-kind-select"
          value={selected}
          onChange={(event) => onSelect(event.target.value as LookupKind)}
        >
          {areas.map(({ area, kinds: inArea }) => (
            <optgroup key={area} label={area}>
              {inArea.map((kind) => (
                <option key={kind.kind} value={kind.kind}>
                  {kind.title} ({countLabel(kind)})
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormControl>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label="Tabelle di base" sx={{ py: 1 }}>
      {areas.map(({ area, kinds: inArea }, index) => (
        <Box key={area}>
          <Typography
            component="h2"
            id={`lookup-area-${index}`}
            variant="overline"
            sx={{
              display: 'block',
              px: 2,
              pt: index === 0 ? 0 : 1,
              color: 'text.secondary',
              lineHeight: 2.5,
            }}
          >
            {area}
          </Typography>
          <List dense disablePadding aria-labelledby={`lookup-area-${index}`}>
            {inArea.map((kind) => (
              <ListItem key={kind.kind} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.adminLookups.build(kind.kind)}
                  selected={kind.kind === selected}
                  aria-current={kind.kind === selected ? 'page' : undefined}
                >
                  <ListItemText primary={kind.title} secondary={countLabel(kind)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Paper>
  );
}
