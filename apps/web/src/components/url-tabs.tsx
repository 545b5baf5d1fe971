import type { Theme } from '@mui/material/styles';
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

/** A scroll button's fade, from the page's colour at its outer edge to the tabs beneath. */
const fade = (side: 'left' | 'right') => (theme: Theme) =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.background.default} 70%, transparent)`;

/**
 * The scroll buttons lie over the ends of the tab strip instead of beside it. Beside it, MUI adds
 * both buttons once it has measured an overflow — the start one invisible while disabled but 40 px
 * wide — so the tabs moved 40 px sideways after the first paint and stayed 40 px in from the edge of
 * the cards above them. Over it, the tabs keep their place, and a button shows only when there is
 * something to scroll to on its side (MUI hides a disabled one).
 */
const overlaidScrollButtons = {
  position: 'relative',
  borderBottom: 1,
  borderColor: 'divider',
  // MUI draws the button at 80 % opacity, which would let the tabs beneath show through its fade.
  '& .MuiTabs-scrollButtons': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    zIndex: 1,
    opacity: 1,
    '& svg': { opacity: 0.8 },
    '&.Mui-disabled': { opacity: 0 },
  },
  '& .MuiTabs-scrollButtons:first-of-type': { left: 0, background: fade('left') },
  '& .MuiTabs-scrollButtons:last-of-type': { right: 0, background: fade('right') },
} as const;

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
      sx={overlaidScrollButtons}
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
