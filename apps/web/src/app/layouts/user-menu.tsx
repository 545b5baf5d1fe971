import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useMyAvatarImage } from '../../lib/entities/user-avatars.ts';
import { paths } from '../../lib/paths.ts';
import { signOut } from '../../lib/session/session-actions.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { strings } from '../../lib/strings.ts';

/** Avatar button ("Menu utente") opening Profilo and Esci. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initials = `${user?.name.at(0) ?? ''}${user?.surname.at(0) ?? ''}`.toUpperCase() || '?';
  const picture = useMyAvatarImage(user?.id);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* Named by hidden text, not aria-label: the initials are visible but are not the name. */}
        <Box component="span" sx={visuallyHidden}>
          {strings.userMenu}
        </Box>
        <Avatar
          aria-hidden
          src={picture}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            navigate(paths.profile.build());
          }}
        >
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {strings.profile}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            // Leave the guarded page first, so the guard does not remember it as the wanted page.
            navigate(paths.login.build(), { replace: true });
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {strings.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
