import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { CalendarItem } from '../utils/calendar-events.ts';

const overlayIcons = {
  holidays: CelebrationOutlined,
  todos: TaskAltOutlined,
  contracts: AssignmentOutlined,
} as const;
const overlayWords = {
  holidays: 'Festività',
  todos: 'Scadenza to-do',
  contracts: 'Scadenza contratto',
} as const;

interface EventContentProps {
  info: { event: { title: string; extendedProps: Record<string, unknown> }; timeText: string };
}

/**
 * An event as drawn: its time, its title and a repeat icon when recurring; an overlay with its
 * kind's icon. The words a screen reader needs ("ricorrente", "Festività") are in the text.
 */
export function EventContent({ info }: EventContentProps) {
  const item = info.event.extendedProps.item as CalendarItem | undefined;
  const overlay = item?.kind === 'overlay' ? item.overlay : null;
  const recurring = item?.kind === 'event' && item.occurrence.recurring;
  const Icon = overlay ? overlayIcons[overlay.kind] : null;
  const title = overlay ? `${overlayWords[overlay.kind]}${info.event.title}` : info.event.title;
  return (
    <span className="officina-event-body" title={[info.timeText, title].filter(Boolean).join(' ')}>
      {Icon && <Icon aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />}
      {info.timeText && <span className="officina-event-time">{info.timeText}</span>}
      <span className="officina-event-title">
        {overlay && overlayWords[overlay.kind] && (
          <Box component="span" sx={visuallyHidden}>
            {overlayWords[overlay.kind]}
          </Box>
        )}
        {info.event.title}
      </span>
      {recurring && (
        <>
          <RepeatOutlined aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />
          <Box component="span" sx={visuallyHidden}>
            (ricorrente)
          </Box>
        </>
      )}
    </span>
  );
}
