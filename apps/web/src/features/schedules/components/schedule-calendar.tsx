import FullCalendar, { type CalendarRef, type EventClickInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import italian from '@fullcalendar/react/locales/it';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './schedule-calendar.css';
import { useEffect, useRef } from 'react';
import type { CalendarEventInput, CalendarItem } from '../utils/calendar-events.ts';
import { addDays, type CalendarView, fullCalendarViews } from '../utils/calendar-url.ts';
import { type EventTimes, fromCalendarRange } from '../utils/event-times.ts';
import { EventContent } from './event-content.tsx';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const time24 = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/**
 * The week's day headers ("mar 11") are not links: a link's name would be the full date, which does
 * not hold the text shown (axe: label-content-name-mismatch). The month's day numbers open the day.
 */
const views = {
  // The week's title names its days ("21–27 dicembre 2026"), as the agenda's does.
  timeGridWeek: { navLinks: false, titleFormat: { year: 'numeric', month: 'long', day: 'numeric' } as const },
  timeGridDay: { navLinks: false },
};

/** A drag or a resize to send: the new times, and `revert` to put the event back if it fails. */
export interface CalendarChange {
  item: CalendarItem;
  times: EventTimes;
  revert: () => void;
}

interface ScheduleCalendarProps {
  view: CalendarView;
  date: string;
  events: CalendarEventInput[];
  /** The user may create (select a slot) and move events (each event says whether it is movable). */
  canManage: boolean;
  /** The visible days (inclusive) and the view's title, after each change of view or date. */
  onRange: (range: { from: string; to: string; title: string }) => void;
  onSelect: (times: EventTimes) => void;
  onItemClick: (item: CalendarItem) => void;
  onChange: (change: CalendarChange) => void;
  /** A day's number clicked: open that day. */
  onDayClick: (day: string) => void;
}

/**
 * FullCalendar 7 in Italian and Europe/Rome: weeks from Monday with ISO numbers, 24-hour times, no
 * toolbar of its own (the page's drives it from the URL), events drawn by EventContent.
 */
export function ScheduleCalendar({
  view,
  date,
  events,
  canManage,
  onRange,
  onSelect,
  onItemClick,
  onChange,
  onDayClick,
}: ScheduleCalendarProps) {
  const ref = useRef<CalendarRef>(null);
  const type = fullCalendarViews[view];

  // The URL drives the calendar: a new view or day moves it there.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== type) api.changeView(type, date);
    else api.gotoDate(date);
  }, [type, date]);

  const change = (info: {
    event: { startStr: string; endStr: string; allDay: boolean; extendedProps: Record<string, unknown> };
    revert: () => void;
  }) =>
    onChange({
      item: info.event.extendedProps.item as CalendarItem,
      times: fromCalendarRange(info.event.startStr, info.event.endStr || null, info.event.allDay),
      revert: info.revert,
    });

  return (
    <div className="officina-calendar">
      <FullCalendar
        ref={ref}
        plugins={plugins}
        locale={italian}
        timeZone="Europe/Rome"
        initialView={type}
        initialDate={date}
        headerToolbar={false}
        // The time grids scroll inside their box (opening at 08:00); month and agenda grow with content.
        height={view === 'settimana' || view === 'giorno' ? 720 : 'auto'}
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        eventTimeFormat={time24}
        slotHeaderFormat={time24}
        slotDuration="00:30:00"
        scrollTime="08:00:00"
        nowIndicator
        navLinks
        views={views}
        navLinkDayClick={(day: Date) =>
          onDayClick(ref.current?.getApi().formatIso(day, true).slice(0, 10) ?? date)
        }
        dayMaxEvents
        events={events}
        selectable={canManage}
        selectMirror
        editable={canManage}
        eventResizableFromStart={false}
        defaultTimedEventDuration="01:00"
        datesSet={(info) =>
          onRange({
            from: info.startStr.slice(0, 10),
            to: addDays(info.endStr.slice(0, 10), -1),
            title: info.view.title.charAt(0).toUpperCase() + info.view.title.slice(1),
          })
        }
        select={(info) => {
          onSelect(fromCalendarRange(info.startStr, info.endStr, info.allDay));
          ref.current?.getApi().unselect();
        }}
        eventClick={(info: EventClickInfo) => {
          info.jsEvent.preventDefault();
          onItemClick(info.event.extendedProps.item as CalendarItem);
        }}
        eventDrop={change}
        eventResize={change}
        eventContent={(info) => <EventContent info={info} />}
      />
    </div>
  );
}
