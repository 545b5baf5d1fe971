import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../lib/paths.ts';
import { strings } from '../lib/strings.ts';
import type { PermissionRequirement } from './guard/route-meta.ts';

export interface MenuItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Shown only to users holding it, or one of the list (the server would refuse the page anyway). */
  permission?: PermissionRequirement;
}

/** The sections of the menu drawer; each module adds its entry here when its pages exist. */
export const menuItems: readonly MenuItem[] = [
  { label: strings.dashboard, to: paths.dashboard.build(), icon: DashboardOutlined },
  { label: 'Clienti', to: paths.crmClients.build(), icon: BusinessOutlined, permission: 'view_clients' },
  { label: 'Persone', to: paths.crmPersons.build(), icon: GroupOutlined, permission: 'view_persons' },
  {
    label: 'Opportunità',
    to: paths.opportunities.build(),
    icon: TrendingUpOutlined,
    permission: 'view_opportunities',
  },
  { label: 'Contratti', to: paths.contracts.build(), icon: HandshakeOutlined, permission: 'view_contracts' },
  {
    label: 'Prodotti',
    to: paths.products.build(),
    icon: Inventory2Outlined,
    // as the server's read rule of /api/products: the sales team, or whoever keeps the catalogue
    permission: ['view_opportunities', 'manage_products'],
  },
  { label: 'Progetti', to: paths.projects.build(), icon: FolderOutlined, permission: 'view_projects' },
  { label: 'To-do', to: paths.todos.build(), icon: ChecklistOutlined },
  { label: 'Tempi', to: paths.timesheet.build(), icon: TimerOutlined },
  {
    label: 'Calendario',
    to: paths.schedules.build(),
    icon: CalendarMonthOutlined,
    permission: 'view_schedules',
  },
  {
    label: 'Documentazione',
    to: paths.documentations.build(),
    icon: DescriptionOutlined,
    permission: 'view_documentations',
  },
  { label: 'Link', to: paths.externalLinks.build(), icon: LinkOutlined, permission: 'view_external_links' },
  {
    label: 'Portachiavi',
    to: paths.keyholders.build(),
    icon: VpnKeyOutlined,
    permission: 'view_keyholders',
  },
  {
    label: 'Allegati',
    to: paths.attachments.build(),
    icon: AttachFileOutlined,
    permission: 'view_attachments',
  },
  {
    label: 'Modelli di checklist',
    to: paths.checklistTemplates.build(),
    icon: PlaylistAddCheckOutlined,
    permission: ['manage_todos', 'manage_projects'],
  },
  {
    label: 'Amministrazione',
    to: paths.admin.build(),
    icon: SettingsOutlined,
    permission: ['manage_users', 'manage_settings'],
  },
];

/**
 * The entry to highlight for a path: the one with the longest matching `to`, so that
 * /crm/persons highlights "Persone" and not also "Clienti" (/crm).
 */
export function activeMenuPath(items: readonly Pick<MenuItem, 'to'>[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { to } of items) {
    const matches = pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (!best || to.length > best.length)) best = to;
  }
  return best;
}
