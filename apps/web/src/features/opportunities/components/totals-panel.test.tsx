import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TotalsPanel } from './totals-panel.tsx';

describe('TotalsPanel', () => {
  it('each <dl> holds only <div> groups of one <dt> and one <dd> (axe definition-list, dlitem)', () => {
    const { container } = render(
      <TotalsPanel
        totals={{
          by_vat: [
            { vat_rate: 22, imponibile_cents: 10_000, iva_cents: 2_200 },
            { vat_rate: 10, imponibile_cents: 5_000, iva_cents: 500 },
          ],
          imponibile_cents: 15_000,
          iva_cents: 2_700,
          totale_cents: 17_700,
        }}
      />,
    );
    const lists = container.querySelectorAll('dl');
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      for (const group of list.children) {
        expect(group.tagName).toBe('DIV');
        expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
      }
    }
    expect(lists[0]?.children).toHaveLength(4);
  });
});
