import { describe, expect, it } from 'vitest';
import { contractHoursUsage, formatContractHours } from './contract-hours.ts';

describe('contract hours', () => {
  it('Italian number format', () => {
    expect(formatContractHours(750)).toBe('12,5 h');
    expect(formatContractHours(0)).toBe('0 h');
    expect(formatContractHours(2400)).toBe('40 h');
    expect(formatContractHours(125)).toBe('2,08 h');
    expect(formatContractHours(null)).toBe('—');
  });

  it('used beside the included hours, with a bar that turns red when they run out', () => {
    expect(contractHoursUsage(750, 2400)).toEqual({
      label: '12,5 h di 40 h',
      percent: 31.25,
      color: 'primary',
    });
    expect(contractHoursUsage(2000, 2400).color).toBe('warning');
    expect(contractHoursUsage(2400, 2400)).toMatchObject({ percent: 100, color: 'error' });
    expect(contractHoursUsage(3000, 2400)).toMatchObject({
      label: '50 h di 40 h',
      percent: 100,
      color: 'error',
    });
    expect(contractHoursUsage(90, null)).toEqual({ label: '1,5 h', percent: null, color: null });
  });
});
