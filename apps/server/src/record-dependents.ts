import { countRecordAttachments } from './modules/attachments/attachment.repository.ts';
import { hasDocumentationsOf } from './modules/documentations/documentation.repository.ts';
import { hasExternalLinksOf } from './modules/external-links/external-link.repository.ts';
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
  { what: 'allegati', count: (db, kind, id) => countRecordAttachments(db, kind, id) },
  {
    what: 'pagine di documentazione',
    count: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column && (await hasDocumentationsOf(db, column, id)) ? 1 : 0;
    },
  },
  {
    what: 'link',
    count: async (db, kind, id) => {
      const column = ownerColumn(kind);
      return column && (await hasExternalLinksOf(db, column, id)) ? 1 : 0;
    },
  },
];
