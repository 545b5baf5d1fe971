import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type KeyholderExpiryState, keyholderExpiryLabels } from '@officina/contracts';
import { formatDate } from '../../../lib/locale/format.ts';

/**
 * "In scadenza" / "Scaduta" as a chip with an icon and its words (never colour alone); nothing for
 * a credential still valid or without an expiry date.
 */
export function ExpiryChip({ state }: { state: KeyholderExpiryState | null }) {
  if (state !== 'in_scadenza' && state !== 'scaduta') return null;
  const expired = state === 'scaduta';
  return (
    <Chip
      size="small"
      color={expired ? 'error' : 'warning'}
      variant={expired ? 'filled' : 'outlined'}
      icon={expired ? <EventBusyOutlined /> : <HourglassBottomOutlined />}
      label={keyholderExpiryLabels[state]}
      sx={{ fontWeight: 500 }}
    />
  );
}

/**
 * The expiry date day-first (25/11/2026) with its chip beside it; nothing without a date. In a grid
 * cell (`wrap` false) the two stay on one line: a wrapped chip would fall out of the row.
 */
export function ExpiryDate({
  date,
  state,
  wrap = true,
}: {
  date: string | null;
  state: KeyholderExpiryState | null;
  wrap?: boolean;
}) {
  if (!date) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: wrap ? 'wrap' : 'nowrap', height: '100%' }}
    >
      <span>{formatDate(date)}</span>
      <ExpiryChip state={state} />
    </Stack>
  );
}
