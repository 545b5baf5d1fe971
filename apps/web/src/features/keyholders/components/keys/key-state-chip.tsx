import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Chip from '@mui/material/Chip';
import { type KeyState, keyStateLabels } from '@officina/contracts';
import { keyStateColors } from '../../utils/keys-format.ts';

const icons = {
  disponibile: <CheckCircleOutlined />,
  in_uso: <LogoutOutlined />,
  in_ritardo: <WarningAmberOutlined />,
} satisfies Record<KeyState, React.ReactNode>;

/** A key's state as a chip: colour, icon and text ("Restituzione in ritardo"), never colour alone. */
export function KeyStateChip({ state, size = 'small' }: { state: KeyState; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color={keyStateColors[state]}
      variant={state === 'in_ritardo' ? 'filled' : 'outlined'}
      icon={icons[state]}
      label={keyStateLabels[state]}
      sx={{ fontWeight: 500 }}
    />
  );
}
