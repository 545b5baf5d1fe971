import { describe, expect, it } from 'vitest';
import { readTodoValue } from './todo-activity.tsx';

describe("a to-do's history values", () => {
  it('reads priorities, estimates and recurrence rules in Italian', () => {
    expect(readTodoValue('priority', 'urgent')).toBe('Urgente');
    expect(readTodoValue('estimate_minutes', 90)).toBe('1:30');
    const weekly = JSON.stringify({
      type_repeat: 'weekly',
      interval: 2,
      weekdays: [1, 4],
      type_end_repeat: 'never',
      end_count: null,
      end_date: null,
    });
    expect(readTodoValue('recurrence', weekly)).toMatch(/^Ogni 2 settimane/);
  });

  it('leaves what it does not know to the common reading', () => {
    expect(readTodoValue('recurrence', '{not json')).toBeNull();
    expect(readTodoValue('title', 'Chiamare')).toBeNull();
  });
});
