import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { PermissionName } from '@officina/contracts';
import { paths } from '../lib/paths.ts';
import { strings } from '../lib/strings.ts';

export interface MenuItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Shown only to users holding it (the server would refuse the page anyway). */
  permission?: PermissionName;
}

/** The sections of the menu drawer; each module adds its entry here when its pages exist. */
export const menuItems: readonly MenuItem[] = [
  { label: strings.dashboard, to: paths.dashboard.build(), icon: DashboardOutlined },
  {
    label: strings.settings,
    to: paths.settings.build(),
    icon: SettingsOutlined,
    permission: 'manage_settings',
  },
];
