import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { paths } from '../../../lib/paths.ts';

/** The two registers of /keyholders: credentials (no `tab`) and keys and badges (`?tab=chiavi`). */
export type KeyholdersTab = 'credenziali' | 'chiavi';

/** The active tab of `?tab=`: anything but `chiavi` is the credentials. */
export function keyholdersTabOf(params: URLSearchParams): KeyholdersTab {
  return params.get('tab') === 'chiavi' ? 'chiavi' : 'credenziali';
}

const tabs = [
  { key: 'credenziali', label: 'Credenziali', to: paths.keyholders.build() },
  { key: 'chiavi', label: 'Chiavi e badge', to: paths.keyholders.build('tab=chiavi') },
] as const;

/**
 * /keyholders: the tabs over the active register. A tab is a link to a plain URL, so switching
 * leaves the other register's filters behind (both use `q`, `client_id`, `page`…).
 */
export function KeyholdersPageTabs({ active, children }: { active: KeyholdersTab; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <UrlTabs label="Registri del portachiavi" active={active} tabs={tabs} />
      <Box role="tabpanel" id={`tabpanel-${active}`} aria-labelledby={`tab-${active}`}>
        {children}
      </Box>
    </Box>
  );
}
