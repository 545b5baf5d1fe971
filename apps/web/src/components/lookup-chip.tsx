import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import { ColorDot } from './form-id-select.tsx';

interface LookupChipProps {
  name: string | null;
  color: string | null;
  size?: 'small' | 'medium';
}

/** A state or type as a chip tinted with its lookup colour (a dot keeps it readable in both themes). */
export function LookupChip({ name, color, size = 'small' }: LookupChipProps) {
  const theme = useTheme();
  if (!name) return null;
  const tint = color ?? theme.palette.text.disabled;
  return (
    <Chip
      size={size}
      label={name}
      icon={<ColorDot color={tint} />}
      sx={{
        bgcolor: alpha(tint, theme.palette.mode === 'dark' ? 0.24 : 0.12),
        border: 1,
        borderColor: alpha(tint, 0.4),
        fontWeight: 500,
        '& .MuiChip-icon': { ml: 1, mr: -0.5 },
      }}
    />
  );
}
