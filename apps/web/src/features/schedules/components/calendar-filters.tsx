import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type OverlayKind, overlayKindLabels, overlayKinds } from '@officina/contracts';
import { ColorDot } from '../../../components/form-id-select.tsx';
import { UserMultiPicker } from '../../../components/user-multi-picker.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import type { CalendarPrefs } from '../hooks/use-calendar-prefs.ts';

interface CalendarFiltersProps {
  prefs: CalendarPrefs;
  onToggleCalendar: (id: number) => void;
  onToggleOverlay: (kind: OverlayKind) => void;
  /** view_all_schedules: colleagues and groups can be picked. */
  canSeeAll: boolean;
  userIds: number[];
  meId: number | null;
  onUserIds: (ids: number[]) => void;
  groupId: number | null;
  onGroupId: (id: number | null) => void;
}

/** Beside the calendar: the calendars shown (each in its colour), whose events, the read-only layers. */
export function CalendarFilters({
  prefs,
  onToggleCalendar,
  onToggleOverlay,
  canSeeAll,
  userIds,
  meId,
  onUserIds,
  groupId,
  onGroupId,
}: CalendarFiltersProps) {
  const people = useSettingsStore((state) => state.people);
  const calendars = people?.calendars ?? [];
  const users = (people?.user_subusers ?? []).map((user) => ({
    id: user.id,
    name: `${user.name} ${user.surname}`.trim(),
  }));
  const chosen = userIds.length > 0 ? userIds : meId ? [meId] : [];
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Calendari
        </FormLabel>
        <FormGroup>
          {calendars.map((calendar) => (
            <FormControlLabel
              key={calendar.id}
              control={
                <Checkbox
                  size="small"
                  checked={!prefs.hiddenCalendars.includes(calendar.id)}
                  onChange={() => onToggleCalendar(calendar.id)}
                />
              }
              label={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <ColorDot color={calendar.color} />
                  {calendar.name}
                </Stack>
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      {canSeeAll ? (
        <>
          <UserMultiPicker
            label="Persone"
            size="small"
            options={users}
            value={chosen}
            onChange={onUserIds}
            helperText="Appuntamenti organizzati o a cui partecipano"
          />
          <TextField
            select
            size="small"
            label="Gruppo"
            value={groupId ?? ''}
            onChange={(event) => onGroupId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <MenuItem value="">Tutti i gruppi</MenuItem>
            {(people?.user_groups ?? []).map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Vedi i tuoi appuntamenti e quelli a cui partecipi.
        </Typography>
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Mostra anche
        </FormLabel>
        <FormGroup>
          {overlayKinds.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  size="small"
                  checked={prefs.overlays.includes(kind)}
                  onChange={() => onToggleOverlay(kind)}
                />
              }
              label={overlayKindLabels[kind]}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
