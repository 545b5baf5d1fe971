import type { CreateKeyholderInput } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { keyholderTabOf, keyholderValuesOf, updateInputOf } from './keyholder-form.tsx';

const input: CreateKeyholderInput = {
  title: 'FTP sito',
  kind: 'ftp',
  client_id: 3,
  project_id: null,
  host: 'ftp.esempio.it',
  port: 21,
  username: 'sito',
  expires_on: null,
  secret: null,
  notes: null,
};
const AT = '2026-11-25T10:00:00.000Z';
const none = { clearSecret: false, clearNotes: false, loadedNotes: undefined };

describe('updateInputOf', () => {
  it('leaves the stored password and notes alone when the fields stay empty', () => {
    const body = updateInputOf(input, none, AT);
    expect(body).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('notes');
    expect(body).toMatchObject({ title: 'FTP sito', updated_at: AT });
  });

  it('replaces them with what was typed', () => {
    const body = updateInputOf({ ...input, secret: 'nuova!', notes: 'Chiedere a Mario' }, none, AT);
    expect(body.secret).toBe('nuova!');
    expect(body.notes).toBe('Chiedere a Mario');
  });

  it('clears them when the boxes say so, whatever the fields hold', () => {
    const body = updateInputOf(
      { ...input, secret: 'x' },
      { ...none, clearSecret: true, clearNotes: true },
      AT,
    );
    expect(body.secret).toBeNull();
    expect(body.notes).toBeNull();
  });

  it('sends loaded notes only when they were changed, and clears them when emptied', () => {
    const loaded = { ...none, loadedNotes: 'Codice cancello 1234' };
    expect(updateInputOf({ ...input, notes: 'Codice cancello 1234' }, loaded, AT)).not.toHaveProperty(
      'notes',
    );
    expect(updateInputOf({ ...input, notes: 'Codice 4321' }, loaded, AT).notes).toBe('Codice 4321');
    expect(updateInputOf({ ...input, notes: null }, loaded, AT).notes).toBeNull();
  });
});

describe('keyholder form helpers', () => {
  it('never starts with a secret or notes, even when editing', () => {
    const values = keyholderValuesOf({
      id: 1,
      title: 'Wi-Fi ufficio',
      kind: 'wifi',
      client_id: 2,
      project_id: null,
      host: null,
      port: null,
      username: null,
      has_secret: true,
      has_notes: true,
      expires_on: '2026-12-31',
      expiry_state: 'in_scadenza',
      created_at: AT,
      updated_at: AT,
      created_by: 1,
      client_name: 'Rossi',
      project_code: null,
      project_name: null,
      created_by_name: null,
    });
    expect(values.secret).toBe('');
    expect(values.notes).toBe('');
    expect(values.expires_on).toBe('2026-12-31');
  });

  it('goes back to the Portachiavi tab the new credential came from', () => {
    expect(keyholderTabOf({ client_id: 4 })).toBe(paths.crmClientDetail.build(4, 'portachiavi'));
    expect(keyholderTabOf({ client_id: 4, project_id: 9 })).toBe(paths.projectDetail.build(9, 'portachiavi'));
    expect(keyholderTabOf({})).toBeNull();
    expect(paths.keyholderAdd.build({ client_id: 3, project_id: null })).toBe('/keyholders/add?client_id=3');
  });
});
