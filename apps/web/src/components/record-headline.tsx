import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import { LookupChip } from './lookup-chip.tsx';
import { HeaderActions } from './page-header.tsx';

/** A small chip's height: the chip row's, empty or not. */
const CHIP_ROW_HEIGHT = 24;

interface RecordHeadlineProps {
  title: string;
  /** The record's state, as its lookup-coloured chip. */
  state: { name: string | null; color: string | null };
  /** Its type or category, an outlined chip after the state. */
  kind?: string | null | undefined;
  /** The archived chip's text ("Archiviato", "Archiviata") when the record is archived. */
  archived?: string | false | null | undefined;
  /** More of the chip row: the client's link, totals, a due date… */
  children?: ReactNode;
}

/**
 * The title of a record's page and the row under it (state, kind, archived, then the page's own
 * items); the page's header card places it beside its avatar and actions. The row keeps a chip's
 * height when it has nothing to show (a project with no state, client or dates), as the header's
 * placeholder does (RecordHeaderSkeleton): otherwise the tabs under the header moved up 24 px when
 * such a record arrived.
 */
export function RecordHeadline({ title, state, kind, archived, children }: RecordHeadlineProps) {
  return (
    <>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: CHIP_ROW_HEIGHT }}
      >
        <LookupChip name={state.name} color={state.color} />
        {kind && <Chip size="small" variant="outlined" label={kind} />}
        {archived && <Chip size="small" color="warning" icon={<ArchiveOutlined />} label={archived} />}
        {children}
      </Stack>
    </>
  );
}

/** The link to a record's client page, by the client's name. */
export function ClientLink({ id, name }: { id: number; name: ReactNode }) {
  return (
    <Link component={RouterLink} to={paths.crmClientDetail.build(id)} underline="hover">
      {name}
    </Link>
  );
}

interface RecordHeaderSkeletonProps {
  /** The header has an avatar before its title (the client's initials). */
  avatar?: boolean;
  /** A line over the title (the project's code). */
  overline?: boolean;
  /** The header shows actions (edit, delete) to this user. */
  actions?: boolean;
}

/**
 * A record header's place while the record loads, laid out as the header is (avatar, code, title and
 * chip rows, the actions; a row from md, a column below): the tabs under it stay where they are when
 * the record arrives instead of moving under a quick click (a fixed-height block was 13 px short on a
 * desktop and over 100 px on a narrow window).
 */
export function RecordHeaderSkeleton({
  avatar = false,
  overline = false,
  actions = false,
}: RecordHeaderSkeletonProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-hidden>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {avatar && <Skeleton variant="rounded" width={56} height={56} sx={{ flexShrink: 0 }} />}
        <Stack spacing={overline ? 1 : 0.75} sx={{ flex: 1, minWidth: 0 }}>
          {overline && (
            <Typography variant="overline" sx={{ lineHeight: 1.2 }}>
              <Skeleton width={96} />
            </Typography>
          )}
          <Typography variant="h1">
            <Skeleton width="45%" />
          </Typography>
          <Skeleton variant="rounded" width="55%" height={CHIP_ROW_HEIGHT} />
        </Stack>
        {actions && (
          <HeaderActions>
            <Skeleton variant="rounded" width={104} height={36} />
            <Skeleton variant="rounded" width={104} height={36} />
          </HeaderActions>
        )}
      </Stack>
    </Paper>
  );
}
