import { describe, expect, it } from 'vitest';
import { italianMessages } from '../common/italian/messages.ts';
import {
  createPersonInputSchema,
  personListQuerySchema,
  personSchema,
  updatePersonInputSchema,
} from './person.schemas.ts';

const errorsOf = (input: unknown, schema = createPersonInputSchema) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('createPersonInputSchema', () => {
  it('accepts a person and normalises contacts', () => {
    const person = createPersonInputSchema.parse({
      first_name: ' Giulia ',
      last_name: 'Bianchi',
      client_id: 4,
      email: 'Giulia.Bianchi@Example.IT',
      mobile: '+39 333 123 4567',
      privacy_consent_on: '2024-02-29',
      role: '',
    });
    expect(person).toMatchObject({
      first_name: 'Giulia',
      email: 'giulia.bianchi@example.it',
      client_id: 4,
      type_id: null,
      role: null,
      privacy_consent_on: '2024-02-29',
    });
  });

  it('reports each bad field in Italian', () => {
    expect(
      errorsOf({
        first_name: '',
        last_name: 'Bianchi',
        email: 'giulia@',
        phone: '12',
        privacy_consent_on: '29/02/2024',
      }),
    ).toEqual({
      first_name: 'Inserisci il nome',
      email: italianMessages.email,
      phone: italianMessages.phone,
      privacy_consent_on: 'Data non valida: usa il formato AAAA-MM-GG',
    });
    expect(errorsOf({ first_name: 'A', last_name: 'B', privacy_consent_on: '2023-02-29' })).toHaveProperty(
      'privacy_consent_on',
    );
  });

  it('needs updated_at on update', () => {
    expect(errorsOf({ first_name: 'A', last_name: 'B' }, updatePersonInputSchema)).toHaveProperty(
      'updated_at',
    );
  });
});

describe('personListQuerySchema', () => {
  it('parses filters and sort', () => {
    expect(
      personListQuerySchema.parse({ type_id: '2', client_id: '9', sort: '-created_at', archived: '1' }),
    ).toEqual({
      page: 1,
      per_page: 25,
      type_id: 2,
      client_id: 9,
      sort: '-created_at',
      archived: true,
    });
    expect(personListQuerySchema.safeParse({ sort: 'notes' }).success).toBe(false);
  });
});

describe('personSchema', () => {
  it('describes a stored person', () => {
    const now = '2025-01-01T10:00:00.000Z';
    const dto = {
      id: 1,
      ...createPersonInputSchema.parse({ first_name: 'Giulia', last_name: 'Bianchi' }),
      archived_at: null,
      created_at: now,
      updated_at: now,
      created_by: null,
    };
    expect(personSchema.parse(dto)).toEqual(dto);
  });
});
