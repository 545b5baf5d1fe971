import type {
  CreatePersonInput,
  DeleteResult,
  PersonListQuery,
  PersonPage,
  PersonView,
  UpdatePersonInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { type Instant, nowIso } from '../../db/values.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { type ActivityEntry, logActivities } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { personList } from './person.list.ts';
import { personFieldNames, personFieldsOf, toPersonView } from './person.mapper.ts';
import {
  countPersonLinks,
  deletePersonRow,
  findPersonRow,
  findPersonView,
  insertPerson,
  type PersonFields,
  type PersonRow,
  setPersonArchived,
  updatePerson as updatePersonRow,
} from './person.repository.ts';
import { personLinkEntry, personMoveEntries, personName } from './person-links.ts';

export const PERSON_ENTITY = 'person';
const NOT_FOUND = 'Persona non trovata.';

/** 422 on a type that is not a person type or a client that does not exist. */
async function assertPersonReferences(db: Db, fields: PersonFields): Promise<void> {
  await assertReferences(db, [
    { field: 'type_id', id: fields.type_id, kind: 'person_types', message: 'Tipo non valido' },
    { field: 'client_id', id: fields.client_id, kind: 'clients' },
  ]);
}

async function viewOf(db: Db, id: number): Promise<PersonView> {
  const row = await findPersonView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toPersonView(row);
}

/** A page of persons with type and client names resolved; archived hidden unless asked. */
export async function listPersons(db: Db, query: PersonListQuery): Promise<PersonPage> {
  const { data, meta } = await listPage(db, personList, query, (rows) => rows.map(toPersonView));
  return { data, meta };
}

export function getPerson(db: Db, id: number): Promise<PersonView> {
  return viewOf(db, id);
}

/** Creates a person and logs it with its first values (and as added on its client's history). */
export async function createPerson(db: Db, userId: number, input: CreatePersonInput): Promise<PersonView> {
  await assertPersonReferences(db, input);
  return db.transaction().execute(async (trx) => {
    const id = await insertPerson(trx, input, userId, nowIso());
    const changes = changedFields(null, input, personFieldNames);
    await logActivities(trx, [
      { userId, entity: PERSON_ENTITY, entityId: id, action: 'created', changes },
      ...personMoveEntries(userId, id, null, { clientId: input.client_id, name: personName(input) }),
    ]);
    return viewOf(trx, id);
  });
}

/**
 * Saves a whole person if `updated_at` is still the stored one (409 and nothing written otherwise);
 * a change of client is also logged on both clients (removed from one, added to the other).
 */
export async function updatePerson(
  db: Db,
  userId: number,
  id: number,
  input: UpdatePersonInput,
): Promise<PersonView> {
  const { updated_at: expected, ...fields } = input;
  await assertPersonReferences(db, fields);
  return db.transaction().execute(async (trx) => {
    const before = await findPersonRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    if (!(await updatePersonRow(trx, id, fields, expected, nextVersion(before.updated_at))))
      throw staleRecord();
    const changes = changedFields(personFieldsOf(before), fields, personFieldNames);
    if (Object.keys(changes).length > 0) {
      await logActivities(trx, [
        { userId, entity: PERSON_ENTITY, entityId: id, action: 'updated', changes },
        ...personMoveEntries(
          userId,
          id,
          { clientId: before.client_id, name: personName(before) },
          { clientId: fields.client_id, name: personName(fields) },
        ),
      ]);
    }
    return viewOf(trx, id);
  });
}

/** The history of archiving (`archivedAt` an instant) or restoring (null) a person: theirs and their client's. */
function archiveEntries(userId: number, person: PersonRow, archivedAt: Instant | null): ActivityEntry[] {
  const action = archivedAt === null ? 'restored' : 'archived';
  const changes = { archived_at: [person.archived_at, archivedAt] };
  return [
    { userId, entity: PERSON_ENTITY, entityId: person.id, action, changes },
    ...(person.client_id === null
      ? []
      : [personLinkEntry(userId, person.client_id, `person_${action}`, person.id, personName(person))]),
  ];
}

/**
 * Deletes a person nothing points at; otherwise archives them and says which. Their client's history
 * gets "removed" or "archived".
 */
export async function deletePerson(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findPersonRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    const name = personName(before);
    const ownLinks = await countPersonLinks(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'person', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deletePersonRow(trx, id);
      await logActivities(trx, [
        { userId, entity: PERSON_ENTITY, entityId: id, action: 'deleted', changes: { name: [name, null] } },
        ...personMoveEntries(userId, id, { clientId: before.client_id, name }, null),
      ]);
      return { result: 'deleted', message: 'Persona eliminata.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setPersonArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivities(trx, archiveEntries(userId, before, now));
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `La persona ha ${dependentsText(hanging)}: è stata archiviata invece che eliminata.`
          : 'La persona ha record collegati: è stata archiviata invece che eliminata.',
    };
  });
}

/** Brings an archived person back into the lists. */
export async function restorePerson(db: Db, userId: number, id: number): Promise<PersonView> {
  return db.transaction().execute(async (trx) => {
    const before = await findPersonRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      await setPersonArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivities(trx, archiveEntries(userId, before, null));
    }
    return viewOf(trx, id);
  });
}

export async function assertPersonExists(db: Db, id: number): Promise<void> {
  if (!(await findPersonRow(db, id))) throw notFound(NOT_FOUND);
}
