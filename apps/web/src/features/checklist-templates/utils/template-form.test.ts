import type { ChecklistTemplate } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { itemCountLabel, templateFormSchema, templateFormValues, toTemplateInput } from './template-form.ts';

const template: ChecklistTemplate = {
  id: 1,
  name: 'Consegna sito',
  items: ['Backup', 'Collaudo'],
  created_at: '2026-04-01T08:00:00.000Z',
  updated_at: '2026-04-01T08:00:00.000Z',
};

describe('checklist template form', () => {
  it('edits a template row by row; a new one starts with an empty row', () => {
    expect(templateFormValues(template)).toEqual({
      name: 'Consegna sito',
      items: [{ text: 'Backup' }, { text: 'Collaudo' }],
    });
    expect(templateFormValues()).toEqual({ name: '', items: [{ text: '' }] });
  });

  it('saves trimmed texts in order and leaves blank rows out', () => {
    expect(
      toTemplateInput({
        name: '  Avvio progetto ',
        items: [{ text: ' Kick-off ' }, { text: '  ' }, { text: 'Verbale' }, { text: '' }],
      }),
    ).toEqual({ name: 'Avvio progetto', items: ['Kick-off', 'Verbale'] });
  });

  it('asks for a name', () => {
    const result = templateFormSchema.safeParse({ name: '  ', items: [] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Inserisci il nome' });
  });

  it('counts items in Italian', () => {
    expect([0, 1, 4].map(itemCountLabel)).toEqual(['Nessuna voce', '1 voce', '4 voci']);
  });
});
