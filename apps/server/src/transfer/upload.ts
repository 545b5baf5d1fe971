import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, alertError } from '../http/api-error.ts';

/** Largest import file accepted. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadMessages = {
  notMultipart: 'Carica il file come modulo (multipart/form-data) nel campo «file».',
  missingFile: 'Nessun file caricato: scegli un file CSV o XLSX.',
  tooLarge: 'Il file supera i 10 MB consentiti.',
  tooManyFiles: 'Carica un solo file per volta.',
  unreadable: 'Il caricamento del file non è riuscito: riprova.',
} as const;

/**
 * Registers @fastify/multipart in the calling scope only: the rest of the API keeps refusing
 * non-JSON bodies. One file, ≤ 10 MB, a few small text fields (the mapping).
 */
export async function registerUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 8 },
  });
}

export interface Upload {
  filename: string;
  data: Buffer;
  /** Text fields sent with the file (e.g. `mapping`), in any order. */
  fields: Record<string, string>;
}

/** Multipart's own errors (too large, too many, not multipart) as Italian 4xx alerts. */
function uploadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return alertError(413, uploadMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return alertError(413, uploadMessages.tooManyFiles);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return alertError(415, uploadMessages.notMultipart);
  return alertError(400, uploadMessages.unreadable);
}

/** Reads the one uploaded file into memory (bounded by the limit) and the text fields beside it. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file ??= { filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw alertError(400, uploadMessages.missingFile);
  return { ...file, fields };
}
