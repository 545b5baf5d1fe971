import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  fullAccessDescription,
  fullAccessLabel,
  type PermissionEntry,
  type PermissionRule,
  permissionAreas,
} from '@officina/contracts';
import { useId } from 'react';
import { type GroupDraft, toggled } from '../utils/group-draft.ts';

interface PermissionMatrixProps {
  draft: GroupDraft;
  onChange: (draft: GroupDraft) => void;
  /** Rules that are not named permissions: kept by a save, shown here read-only. */
  otherRules: readonly PermissionRule[];
  disabled?: boolean;
}

interface PermissionSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One switch named by its label and described by its one-line description. */
function PermissionSwitch({ label, description, checked, disabled, onChange }: PermissionSwitchProps) {
  const id = useId();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-description` } }}
          sx={{ mt: -0.5, flexShrink: 0 }}
        />
      }
      label={
        <Stack spacing={0.25}>
          <Typography component="span" id={`${id}-label`} sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="span" id={`${id}-description`} variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Stack>
      }
    />
  );
}

const ruleText = (rule: PermissionRule) =>
  `${rule.inverted ? 'nega ' : ''}${rule.action}${rule.subject && rule.subject !== 'all' ? ` · ${rule.subject}` : ''}`;

/**
 * The permissions of a group, area by area, one switch each; «Accesso completo» above them grants
 * every one (the switches then show as granted and locked).
 */
export function PermissionMatrix({ draft, onChange, otherRules, disabled = false }: PermissionMatrixProps) {
  const granted = new Set(draft.permissions);
  const entrySwitch = (entry: PermissionEntry) => (
    <PermissionSwitch
      key={entry.name}
      label={entry.label}
      description={
        draft.full_access ? `${entry.description} Incluso nell’accesso completo.` : entry.description
      }
      checked={draft.full_access || granted.has(entry.name)}
      disabled={disabled || draft.full_access}
      onChange={(checked) => onChange(toggled(draft, entry.name, checked))}
    />
  );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PermissionSwitch
          label={fullAccessLabel}
          description={fullAccessDescription}
          checked={draft.full_access}
          disabled={disabled}
          onChange={(checked) => onChange({ ...draft, full_access: checked })}
        />
      </Paper>
      {permissionAreas.map((area) => (
        <Paper
          key={area.key}
          variant="outlined"
          component="section"
          aria-labelledby={`area-${area.key}`}
          sx={{ p: 2 }}
        >
          <Typography
            id={`area-${area.key}`}
            variant="h3"
            component="h3"
            sx={{ fontSize: '1.05rem', mb: 1.5 }}
          >
            {area.label}
          </Typography>
          <Stack spacing={1.5}>{area.permissions.map(entrySwitch)}</Stack>
        </Paper>
      ))}
      {otherRules.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="area-other" sx={{ p: 2 }}>
          <Typography id="area-other" variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            Altre regole (sola lettura)
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Regole su azioni e oggetti specifici, impostate fuori da questa pagina: il salvataggio le
            mantiene.
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {otherRules.map((rule) => (
              <Chip key={ruleText(rule)} label={ruleText(rule)} size="small" variant="outlined" />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
