import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { isSafeExternalUrl } from '@officina/contracts';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** The attributes every link to an outside address carries: a new tab, no opener, no referrer. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface ExternalAnchorProps {
  url: string;
  /** The visible text; the address itself by default. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A link's address, opened in a new tab with `rel="noopener noreferrer"` (the page opened cannot
 * reach back to Officina nor learn where it was opened from). Only an http or https address is ever
 * an `href` — anything else (which the server refuses anyway) is shown as plain text. A click does
 * not also count as a click on a grid row.
 */
export function ExternalAnchor({ url, children, sx }: ExternalAnchorProps) {
  if (!isSafeExternalUrl(url)) {
    return (
      <Box component="span" sx={sx}>
        {children ?? url}
      </Box>
    );
  }
  return (
    <Link
      href={url}
      {...NEW_TAB}
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span>{children ?? url}</span>
      <OpenInNew sx={{ fontSize: '1em', flexShrink: 0 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        (si apre in una nuova scheda)
      </Box>
    </Link>
  );
}
