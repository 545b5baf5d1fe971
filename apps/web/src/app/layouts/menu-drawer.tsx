import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { can } from '@officina/contracts';
import { NavLink, useLocation } from 'react-router';
import { useAppAbility } from '../../lib/ability.ts';
import { strings } from '../../lib/strings.ts';
import { meetsPermission } from '../guard/route-meta.ts';
import { activeMenuPath, menuItems } from '../menu-items.ts';

export const DRAWER_WIDTH = 248;

interface MenuDrawerProps {
  /** From lg up the drawer is permanent; below it is a temporary (mobile) drawer. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

/** The product's sections the user may open, from the data-driven menu list. */
export function MenuDrawer({ permanent, open, onClose }: MenuDrawerProps) {
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const items = menuItems.filter(
    (item) => !item.permission || meetsPermission(item.permission, (name) => can(ability, name)),
  );
  const active = activeMenuPath(items, pathname);

  const content = (
    <Box component="nav" aria-label={strings.mainMenu} sx={{ overflowY: 'auto' }}>
      <List>
        {items.map(({ label, to, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              selected={to === active}
              onClick={permanent ? undefined : onClose}
              sx={{ mx: 1, borderRadius: 1 }}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const };
  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}>
        <Toolbar />
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
    >
      <Toolbar />
      {content}
    </Drawer>
  );
}
