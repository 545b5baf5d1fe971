import AddOutlined from '@mui/icons-material/AddOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { todoQueryOptions } from '../../features/todos/api/get-todo.ts';
import { useCan } from '../../lib/ability.ts';
import { prefillFromPath, type QuickCreateKind, useQuickCreate } from './quick-create.ts';

/** The navbar "+": Nuovo to-do (manage_todos), Nuovo progetto (manage_projects), prefilled from the page. */
export function QuickCreateMenu() {
  const can = useCan();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const start = useQuickCreate((state) => state.start);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  // The dialog opens once the menu has gone (its exit transition over): opened while the menu, a
  // modal too, was closing, MUI could leave the dialog aria-hidden (as with the command palette).
  const chosen = useRef<QuickCreateKind | null>(null);
  const todo = can('manage_todos');
  const project = can('manage_projects');
  if (!todo && !project) return null;
  const open = (kind: QuickCreateKind) => {
    chosen.current = kind;
    setAnchor(null);
  };
  const startChosen = () => {
    const kind = chosen.current;
    chosen.current = null;
    if (!kind) return;
    // On a to-do page, the to-do it shows (already in the cache) gives its project and client.
    start(
      kind,
      prefillFromPath(
        pathname,
        (todoId) => queryClient.getQueryData(todoQueryOptions(todoId).queryKey)?.todo,
      ),
    );
  };
  return (
    <>
      <Tooltip title="Crea nuovo">
        <IconButton
          aria-label="Crea nuovo"
          aria-haspopup="menu"
          aria-controls={anchor ? id : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color="primary"
        >
          <AddOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ transition: { onExited: startChosen } }}
      >
        {todo && (
          <MenuItem onClick={() => open('todo')}>
            <ListItemIcon>
              <ChecklistOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Nuovo to-do</ListItemText>
          </MenuItem>
        )}
        {project && (
          <MenuItem onClick={() => open('project')}>
            <ListItemIcon>
              <FolderOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Nuovo progetto</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
