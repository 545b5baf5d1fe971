import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';

export interface UrlTab {
  key: string;
  label: string;
  /** The URL of the tab: a tab is a page, so it can be linked, bookmarked and survives a reload. */
  to: string;
}

interface UrlTabsProps {
  tabs: readonly UrlTab[];
  active: string;
  /** Accessible name of the tab list, e.g. "Sezioni del cliente". */
  label: string;
}

/**
 * Tabs whose selection lives in the URL: each tab is a link (history, middle click, reload all work);
 * the page reads the active tab from its route parameter.
 */
export function UrlTabs({ tabs, active, label }: UrlTabsProps) {
  return (
    <Tabs
      value={tabs.some((tab) => tab.key === active) ? active : false}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={tab.label}
          component={Link}
          to={tab.to}
          id={`tab-${tab.key}`}
          aria-controls={`tabpanel-${tab.key}`}
        />
      ))}
    </Tabs>
  );
}
