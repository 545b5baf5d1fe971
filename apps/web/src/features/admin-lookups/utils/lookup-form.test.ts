import { describe, expect, it } from 'vitest';
import { isHexColor, lookupFormSchema, lookupFormValues, toLookupInput, usageLabel } from './lookup-form.ts';

describe('lookup form', () => {
  it('accepts an empty colour or #rrggbb, in any case, and refuses the rest in Italian', () => {
    const base = { name: 'Attivo', is_closed: false, is_won: false, is_lost: false };
    expect(lookupFormSchema.parse({ ...base, color: ' #AA00ff ' }).color).toBe('#aa00ff');
    expect(lookupFormSchema.parse({ ...base, color: '' }).color).toBe('');
    const bad = lookupFormSchema.safeParse({ ...base, color: 'rosso' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('#rrggbb');
    const empty = lookupFormSchema.safeParse({ ...base, name: '   ', color: '' });
    expect(empty.error?.issues[0]?.message).toBe('Inserisci il nome');
  });

  it('sends only the flags of the kind; won or lost closes', () => {
    const values = { name: 'Vinta', color: '', is_closed: false, is_won: true, is_lost: false };
    expect(toLookupInput(values, ['is_closed', 'is_won', 'is_lost'])).toEqual({
      name: 'Vinta',
      color: null,
      is_closed: true,
      is_won: true,
      is_lost: false,
    });
    expect(toLookupInput({ ...values, is_closed: true }, [])).toEqual({
      name: 'Vinta',
      color: null,
      is_closed: false,
      is_won: false,
      is_lost: false,
    });
  });

  it('starts a new value empty and an edited one from its fields', () => {
    expect(lookupFormValues()).toEqual({
      name: '',
      color: '',
      is_closed: false,
      is_won: false,
      is_lost: false,
    });
    expect(isHexColor('#12345')).toBe(false);
    expect(isHexColor('#123456')).toBe(true);
    expect(usageLabel(0)).toBe('non usato');
    expect(usageLabel(2)).toBe('usato da 2 record');
  });
});
