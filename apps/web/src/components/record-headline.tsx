import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import { LookupChip } from './lookup-chip.tsx';

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
 * items); the page's header card places it beside its avatar and actions.
 */
export function RecordHeadline({ title, state, kind, archived, children }: RecordHeadlineProps) {
  return (
    <>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
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
