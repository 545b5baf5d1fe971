import multipart from '@fastify/multipart';
import { type AppAbility, attachmentUploadFieldsSchema } from '@officina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, alertError, validationError } from '../../http/api-error.ts';
import { type BlobStore, BlobTooLargeError, type StagedBlob } from '../../storage/index.ts';
import { sanitizeFileName } from './attachment-name.ts';
import { maySeeRecordType } from './attachment-records.ts';
import { RefusedFileError, type SniffedType, sniffFileType } from './attachment-sniff.ts';
import { RECORD_MISSING, type UploadTarget } from './attachment-upload.service.ts';

/** Room for the multipart framing and the text fields around the file, in a Content-Length. */
const FRAMING_BYTES = 64 * 1024;

export const uploadMessages = {
  notMultipart: 'Carica il file come modulo (multipart/form-data) nel campo «file».',
  missingFile: 'Nessun file ricevuto: scegli un file da caricare.',
  empty: 'Il file è vuoto: non c’è niente da allegare.',
  unreadable: 'Il caricamento del file non è riuscito: riprova.',
  tooLarge: (maxBytes: number) =>
    `Il file supera la dimensione massima consentita (${formatMegabytes(maxBytes)} MB).`,
  refused: (type: string) =>
    `Tipo di file non consentito: ${type}. Gli eseguibili, gli script e le pagine HTML non si possono allegare.`,
} as const;

function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 });
}

/** Multipart in this scope only: the rest of the API keeps refusing non-JSON bodies. */
export async function registerAttachmentUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, {
    // One byte more than allowed, so staging sees the excess and stops at once.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
}

/** 413 and the connection closed after the answer: the rest of the body is not read. */
function tooLarge(reply: FastifyReply, maxBytes: number): ApiError {
  reply.header('connection', 'close');
  return alertError(413, uploadMessages.tooLarge(maxBytes));
}

function multipartError(error: unknown, reply: FastifyReply, maxBytes: number): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof BlobTooLargeError) return tooLarge(reply, maxBytes);
  if (error instanceof RefusedFileError)
    return validationError({ file: [uploadMessages.refused(error.message)] });
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(reply, maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return validationError({ file: ['Carica un solo file per richiesta.'] });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return alertError(415, uploadMessages.notMultipart);
  if (code?.startsWith('FST_')) return alertError(400, uploadMessages.unreadable);
  return error;
}

export interface ReceivedUpload {
  target: UploadTarget;
  staged: StagedBlob;
  type: SniffedType;
  name: string;
}

/**
 * Reads an upload as it streams: the text fields (before the file), their check (the record's kind
 * visible to the user, the record existing), then the one `file` part staged by the store while
 * hashed, its type sniffed from the first bytes as soon as they arrive. Over `maxBytes` → 413 at
 * once (a Content-Length already over it: before reading anything); a refused type → 422 as soon
 * as its first bytes are seen; an empty file → 422. Whatever fails leaves no temporary file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    store: BlobStore;
    maxBytes: number;
    ability: AppAbility;
    checkTarget: (target: UploadTarget) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  const { store, maxBytes } = options;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge(reply, maxBytes);
  if (!request.isMultipart()) throw alertError(415, uploadMessages.notMultipart);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const target = await targetOf(fields, options.ability);
      await options.checkTarget(target);
      let type: SniffedType | undefined;
      const staged = await store.stage(part.file, {
        maxBytes,
        onHead: async (head) => {
          type = await sniffFileType(head, part.filename ?? '');
        },
      });
      if (part.file.truncated) {
        await store.discard(staged);
        throw tooLarge(reply, maxBytes);
      }
      if (staged.size === 0 || !type) {
        await store.discard(staged);
        throw validationError({ file: [uploadMessages.empty] });
      }
      return { target, staged, type, name: sanitizeFileName(part.filename ?? '', type.extension) };
    }
  } catch (error) {
    throw multipartError(error, reply, maxBytes);
  }
  throw validationError({ file: [uploadMessages.missingFile] });
}

async function targetOf(fields: Record<string, string>, ability: AppAbility): Promise<UploadTarget> {
  const present = Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => (key === 'record_type' || key === 'record_id') && value !== '',
    ),
  );
  const parsed = attachmentUploadFieldsSchema.safeParse(present);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'record_id');
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw validationError(errors);
  }
  const { record_type = null, record_id = null } = parsed.data;
  if (record_type !== null && !maySeeRecordType(ability, record_type)) {
    throw validationError({ record_id: [RECORD_MISSING] });
  }
  return { record_type, record_id };
}
