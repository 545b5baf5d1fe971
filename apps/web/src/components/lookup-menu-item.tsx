import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { ColorDot } from './form-id-select.tsx';

interface LookupMenuItemProps extends Omit<MenuItemProps, 'children'> {
  /** A lookup (a state, say): its name after its colour dot. */
  option: { name: string; color?: string | null | undefined };
}

/** A menu entry for a lookup ("Sposta in…" menus of the boards). */
export function LookupMenuItem({ option, ...props }: LookupMenuItemProps) {
  return (
    <MenuItem {...props}>
      <ListItemIcon sx={{ minWidth: 24 }}>
        <ColorDot color={option.color} />
      </ListItemIcon>
      {option.name}
    </MenuItem>
  );
}
