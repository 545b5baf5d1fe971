import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type CalendarView, calendarViewLabels, calendarViews } from '../utils/calendar-url.ts';

const unitWords: Record<CalendarView, [string, string]> = {
  mese: ['Mese precedente', 'Mese successivo'],
  settimana: ['Settimana precedente', 'Settimana successiva'],
  giorno: ['Giorno precedente', 'Giorno successivo'],
  agenda: ['Settimana precedente', 'Settimana successiva'],
};

interface CalendarToolbarProps {
  view: CalendarView;
  /** The range shown, as FullCalendar names it ("Marzo 2026"). */
  title: string;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  /** manage_schedules: "Nuovo appuntamento" and "Importa .ics". */
  canManage: boolean;
  onCreate: () => void;
  onImport: () => void;
}

/** Above the calendar: previous / Oggi / next, the range shown, the view, and the manager's buttons. */
export function CalendarToolbar({
  view,
  title,
  onStep,
  onToday,
  onView,
  canManage,
  onCreate,
  onImport,
}: CalendarToolbarProps) {
  const [previous, next] = unitWords[view];
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', minWidth: 0 }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
        <Tooltip title={previous}>
          <IconButton aria-label={previous} onClick={() => onStep(-1)}>
            <ChevronLeftOutlined />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={onToday}>
          Oggi
        </Button>
        <Tooltip title={next}>
          <IconButton aria-label={next} onClick={() => onStep(1)}>
            <ChevronRightOutlined />
          </IconButton>
        </Tooltip>
        <Typography variant="h3" component="h2" aria-live="polite" sx={{ ml: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: CalendarView | null) => value && onView(value)}
          aria-label="Vista del calendario"
        >
          {calendarViews.map((option) => (
            <ToggleButton key={option} value={option}>
              {calendarViewLabels[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {canManage && (
          <>
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onImport}>
              Importa .ics
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
              Nuovo appuntamento
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
