import { describe, expect, it } from 'vitest';
import { formatAddress, mapLinkOf } from './address.ts';

const milano = { street: 'Via Dante 7', postal_code: '20121', city: 'Milano', province: 'MI', country: 'IT' };

describe('address', () => {
  it('reads as an Italian address', () => {
    expect(formatAddress(milano)).toBe('Via Dante 7, 20121 Milano (MI)');
    expect(
      formatAddress({ ...milano, province: null, country: 'DE', city: 'Berlin', postal_code: '10115' }),
    ).toBe('Via Dante 7, 10115 Berlin, DE');
    expect(
      formatAddress({ street: null, postal_code: null, city: null, province: null, country: 'IT' }),
    ).toBe('');
  });

  it('links to OpenStreetMap with the province spelled out', () => {
    expect(mapLinkOf(milano)).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Via Dante 7, 20121 Milano, Milano, Italia')}`,
    );
    expect(
      mapLinkOf({ street: null, postal_code: '20121', city: null, province: 'MI', country: 'IT' }),
    ).toBeNull();
  });
});
