import { describe, expect, it } from 'vitest';
import { noRecurrence } from './recurrence.ts';
import { formTimes, newScheduleValues, toScheduleInput } from './schedule-form.ts';
import { checkScheduleForm } from './schedule-form-check.ts';

const slot = { all_day: false, start: '2026-03-10T09:00', end: '2026-03-10T10:00' };

describe('schedule form', () => {
  it('splits a slot into days and 24-hour times and joins them back', () => {
    const values = newScheduleValues(slot, 3);
    expect(values).toMatchObject({ start_day: '2026-03-10', start_time: '09:00', end_time: '10:00' });
    expect(formTimes(values)).toEqual(slot);
    expect(formTimes({ ...values, all_day: true })).toEqual({
      all_day: true,
      start: '2026-03-10',
      end: '2026-03-10',
    });
  });

  it('sends the rule written from the start, and empty texts as null', () => {
    const values = {
      ...newScheduleValues(slot, 3),
      title: ' Riunione ',
      recurrence: { ...noRecurrence, frequency: 'WEEKLY' as const },
      skip_holidays: true,
    };
    expect(toScheduleInput(values, slot)).toMatchObject({
      calendar_id: 3,
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      skip_holidays: true,
      location: null,
      description: null,
    });
    expect(toScheduleInput({ ...values, recurrence: noRecurrence }, slot).skip_holidays).toBe(false);
  });

  it('checks with the contracts’ messages, under the form’s fields', () => {
    const values = newScheduleValues(slot, null);
    expect(checkScheduleForm(values)).toMatchObject({
      title: 'Inserisci il titolo',
      calendar_id: 'Scegli il calendario',
    });
    const backwards = { ...values, title: 'Visita', calendar_id: 1, end_time: '08:00' };
    expect(checkScheduleForm(backwards)).toEqual({ end_day: 'La fine deve essere dopo l’inizio' });
    expect(checkScheduleForm({ ...backwards, end_time: null })).toEqual({
      end_time: 'Inserisci l’ora di fine',
    });
    const endless = {
      ...backwards,
      end_time: '10:00',
      recurrence: { ...noRecurrence, frequency: 'DAILY' as const, end: 'count' as const },
    };
    expect(checkScheduleForm(endless)).toEqual({ recurrence: 'Indica quante volte si ripete' });
  });
});
