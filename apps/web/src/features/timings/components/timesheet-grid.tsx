import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { weekLabel } from '../../../lib/time/week.ts';
import { cellKey, type TimesheetRow } from '../utils/timesheet-rows.ts';
import { type AddedProject, TimesheetAddProject } from './timesheet-add-project.tsx';
import { TimesheetCell } from './timesheet-cell.tsx';

const dayNames = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

interface TimesheetGridProps {
  week: string;
  /** Monday … Sunday, `YYYY-MM-DD`. */
  days: readonly string[];
  today: string;
  rows: readonly TimesheetRow[];
  totals: { days: number[]; total: number };
  editable: boolean;
  /** The `cellKey` of the cell being saved. */
  saving: string | null;
  errors: Record<string, string>;
  onSave: (projectId: number | null, dayIndex: number, minutes: number) => void;
  onAddProject: (project: AddedProject) => void;
}

/** Keeps a row's first input in `cells` while it is mounted. */
const firstCellRef =
  (cells: Map<number, HTMLInputElement>, projectId: number) => (node: HTMLInputElement | null) => {
    if (!node) return;
    cells.set(projectId, node);
    return () => {
      if (cells.get(projectId) === node) cells.delete(projectId);
    };
  };

/** Today stands out, the weekend is shaded. */
const dayShade = (date: string | undefined, index: number, today: string) =>
  date === today ? 'action.selected' : index >= 5 ? 'action.hover' : undefined;

/** The week grid: a row per project, a cell per day, totals per row and per day. */
export function TimesheetGrid({
  week,
  days,
  today,
  rows,
  totals,
  editable,
  saving,
  errors,
  onSave,
  onAddProject,
}: TimesheetGridProps) {
  // The Monday cell of each project's row, to take the focus when that project is added.
  const firstCells = useRef(new Map<number, HTMLInputElement>());
  const [focusing, setFocusing] = useState<number | null>(null);
  useEffect(() => {
    if (focusing === null) return;
    firstCells.current.get(focusing)?.focus();
    setFocusing(null);
  }, [focusing]);

  return (
    <Table
      size="small"
      aria-label={`Foglio ore, ${weekLabel(week)}`}
      sx={{
        minWidth: 900,
        '& td, & th': { px: 1 },
        // The project column stays in view while the days scroll inside the grid's box (phones).
        '& tr > :first-of-type:not([colspan])': {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
        },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%', fontWeight: 600 }}>Progetto</TableCell>
          {days.map((date, index) => (
            <TableCell
              key={date}
              align="right"
              sx={{ fontWeight: 600, bgcolor: dayShade(date, index, today) }}
            >
              {dayNames[index]} {dayjs(date).format('DD/MM')}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            Totale
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = row.project_id ? `${row.project_code} · ${row.project_name}` : 'Senza progetto';
          return (
            <TableRow key={row.project_id ?? 'none'} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={name}>
                  {name}
                </Typography>
              </TableCell>
              {row.minutes.map((minutes, index) => {
                const key = cellKey(row.project_id, index);
                const date = days[index] ?? '';
                return (
                  <TableCell key={date} align="right" sx={{ bgcolor: dayShade(date, index, today), p: 0.5 }}>
                    <TimesheetCell
                      minutes={minutes}
                      label={`${row.project_code ?? 'Senza progetto'}, ${dayjs(date).format('dddd DD/MM')}`}
                      editable={editable}
                      saving={saving === key}
                      error={errors[key] ?? null}
                      onSave={(value) => onSave(row.project_id, index, value)}
                      inputRef={
                        index === 0 && row.project_id !== null
                          ? firstCellRef(firstCells.current, row.project_id)
                          : null
                      }
                    />
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatMinutes(row.total)}
              </TableCell>
            </TableRow>
          );
        })}
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={9} sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
              Nessuna ora registrata in questa settimana.
              {editable ? ' Aggiungi un progetto e scrivi le ore nelle celle.' : ''}
            </TableCell>
          </TableRow>
        )}
        {editable && (
          <TableRow>
            <TableCell colSpan={9}>
              <TimesheetAddProject
                onAdd={(project) => {
                  onAddProject(project);
                  setFocusing(project.id);
                }}
              />
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <TableFooter>
        <TableRow
          sx={{
            '& td': {
              fontWeight: 700,
              fontSize: 14,
              color: 'text.primary',
              fontVariantNumeric: 'tabular-nums',
            },
          }}
        >
          <TableCell>Totale giorno</TableCell>
          {totals.days.map((minutes, index) => (
            <TableCell key={days[index]} align="right" data-testid={`timesheet-day-total-${index}`}>
              {formatMinutes(minutes)}
            </TableCell>
          ))}
          <TableCell align="right" data-testid="timesheet-week-total">
            {formatMinutes(totals.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
