import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type AdminLookup, lookupFlags } from '@officina/contracts';
import type { ReactNode } from 'react';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { flagLabels, usageLabel } from '../utils/lookup-form.ts';

interface LookupValueRowProps {
  lookup: AdminLookup;
  /** The drag handle shown (active values of a list that can be reordered). */
  draggable?: boolean;
  /** Move buttons, edit, remove or restore: what the row offers. */
  actions: ReactNode;
}

/** One value: drag handle, its chip as lists show it, its flags, how many records use it, actions. */
export function LookupValueRow({ lookup, draggable = false, actions }: LookupValueRowProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1, px: { xs: 1, sm: 2 }, minHeight: 56 }}
    >
      {draggable && (
        <DragIndicatorOutlined
          aria-hidden
          fontSize="small"
          sx={{ color: 'text.secondary', cursor: 'grab', flexShrink: 0 }}
        />
      )}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, flex: '1 1 12rem', minWidth: 0 }}
      >
        <span data-testid="lookup-chip" data-color={lookup.color ?? ''}>
          <LookupChip name={lookup.name} color={lookup.color} size="medium" />
        </span>
        {lookupFlags
          .filter((flag) => lookup[flag])
          .map((flag) => (
            <Chip key={flag} size="small" variant="outlined" label={flagLabels[flag].label} />
          ))}
        <Typography variant="body2" color="text.secondary">
          {usageLabel(lookup.usage)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.25} sx={{ flexShrink: 0, ml: 'auto' }}>
        {actions}
      </Stack>
    </Stack>
  );
}

/** The edit and remove buttons of a value, named after it. */
export function EditRemoveButtons({
  lookup,
  onEdit,
  onRemove,
}: {
  lookup: AdminLookup;
  onEdit: () => void;
  onRemove?: (() => void) | undefined;
}) {
  return (
    <>
      <Tooltip title="Modifica">
        <IconButton aria-label={`Modifica «${lookup.name}»`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {onRemove && (
        <Tooltip title={lookup.usage > 0 ? 'Archivia' : 'Elimina'}>
          <IconButton
            aria-label={`${lookup.usage > 0 ? 'Archivia' : 'Elimina'} «${lookup.name}»`}
            onClick={onRemove}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
