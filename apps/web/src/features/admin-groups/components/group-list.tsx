import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UserGroupView } from '@officina/contracts';
import { usersCountLabel } from '../utils/group-draft.ts';

interface GroupListProps {
  groups: readonly UserGroupView[];
  selectedId: number | null;
  onSelect: (group: UserGroupView) => void;
}

/** The groups by name with their users' count; the selected one is the one the matrix shows. */
export function GroupList({ groups, selectedId, onSelect }: GroupListProps) {
  return (
    <Paper variant="outlined">
      <List aria-label="Gruppi" disablePadding>
        {groups.map((group, index) => {
          const selected = group.id === selectedId;
          return (
            <ListItem key={group.id} disablePadding divider={index < groups.length - 1}>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(group)}
              >
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      useFlexGap
                    >
                      <span>{group.name}</span>
                      {group.full_access && (
                        <Chip size="small" color="primary" variant="outlined" label="Accesso completo" />
                      )}
                    </Stack>
                  }
                  secondary={usersCountLabel(group.users_count)}
                  slotProps={{ primary: { component: 'div', sx: { fontWeight: 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
