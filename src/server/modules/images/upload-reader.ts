import type { FastifyRequest } from 'fastify';
import { fieldErrorsOf } from '../../../shared/schemas/envelope.js';
import { imageMessages as msg, uploadFields, type UploadFields } from '../../../shared/schemas/images.js';
import { badRequest } from '../../http/errors.js';
import type { IncomingFile } from './images.service.js';

/** The spec's file field is `files`; the generic upload helper's default is `userfile`. */
const FILE_FIELDS = new Set(['files', 'userfile']);

/**
 * The multipart upload read as a stream with a per-file limit (past it the file is only marked
 * truncated, and refused). A JSON or form body without a file is read as the fields alone.
 */
export async function readUpload(request: FastifyRequest): Promise<{ fields: UploadFields; file?: IncomingFile }> {
  const raw: Record<string, string> = {};
  let file: IncomingFile | undefined;
  if (!request.isMultipart()) return { fields: parseFields(request.body ?? {}) };
  try {
    // The limits (size, one file, ten fields) are the multipart plugin's, set in images.routes.ts.
    for await (const part of request.parts()) {
      if (part.type === 'field') raw[part.fieldname] = String(part.value);
      else if (FILE_FIELDS.has(part.fieldname)) file = await readFile(part.file);
      else part.file.resume();
    }
  } catch {
    throw badRequest(msg.damaged);
  }
  return { fields: parseFields(raw), file };
}

async function readFile(stream: AsyncIterable<Buffer> & { truncated: boolean }): Promise<IncomingFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), truncated: stream.truncated };
}

function parseFields(raw: unknown): UploadFields {
  const result = uploadFields.safeParse(raw);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues);
  throw badRequest(fields[0]?.mensagem ?? msg.badName, fields);
}
