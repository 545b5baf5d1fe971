import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Ref } from 'react';

export type MoveDirection = 'up' | 'down';

interface MoveButtonsProps {
  /** What moves, as the buttons' names end: "«Chiamare il cliente»", "la riga 2". */
  what: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  size?: 'small' | undefined;
  /** Each button's ref (to keep the focus on a button as its row moves). */
  buttonRef?: (direction: MoveDirection) => Ref<HTMLButtonElement>;
}

const BUTTONS = [
  { direction: 'up', title: 'Sposta su', Icon: ArrowUpwardOutlined },
  { direction: 'down', title: 'Sposta giù', Icon: ArrowDownwardOutlined },
] as const;

/** "Sposta su" and "Sposta giù" of a row in an ordered list; the first can't go up, the last down. */
export function MoveButtons({ what, index, count, onMove, size, buttonRef }: MoveButtonsProps) {
  return (
    <>
      {BUTTONS.map(({ direction, title, Icon }) => (
        <Tooltip key={direction} title={title}>
          <span>
            <IconButton
              size={size}
              aria-label={`${title} ${what}`}
              disabled={direction === 'up' ? index === 0 : index === count - 1}
              onClick={() => onMove(direction)}
              ref={buttonRef?.(direction)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </>
  );
}
