import { countRecordAttachments } from './modules/attachments/attachment.repository.ts';
import { hasDocumentationsOf } from './modules/documentations/documentation.repository.ts';
import { hasExternalLinksOf } from './modules/external-links/external-link.repository.ts';
import { hasKeysOf } from './modules/keyholders/key.repository.ts';
import { hasKeyholdersOf } from './modules/keyholders/keyholder.repository.ts';
import type { DependedKind, RecordDependents } from './records/dependents.ts';

/** A client's or project's own column in a table that points at clients and projects. */
const ownerColumn = (kind: DependedKind) =>
  kind === 'client' ? 'client_id' : kind === 'project' ? 'project_id' : null;

/**
 * What hangs on records of other modules, composed here (beside api.ts) so that no module imports
 * another to learn it: a record with any of these is archived instead of deleted
 * (records/dependents.ts).
 */
export const recordDependents: readonly RecordDependents[] = [
  { what: 'allegati', has: async (db, kind, id) => (await countRecordAttachments(db, kind, id)) > 0 },
  {
    what: 'pagine di documentazione',
    has: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column !== null && hasDocumentationsOf(db, column, id);
    },
  },
  {
    what: 'link',
    has: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column !== null && hasExternalLinksOf(db, column, id);
    },
  },
  {
    what: 'chiavi o badge',
    has: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column !== null && hasKeysOf(db, column, id);
    },
  },
  {
    what: 'credenziali',
    has: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column !== null && hasKeyholdersOf(db, column, id);
    },
  },
];
