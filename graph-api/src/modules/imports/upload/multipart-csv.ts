import type { Request } from 'express';
import busboy from 'busboy';
import { FILE_TOO_LARGE_MESSAGE, ImportError, ImportRequestRefused, MALFORMED_UPLOAD_MESSAGE, MAX_CSV_BYTES, NO_FILE_MESSAGE } from '../import.errors';
import type { CsvUpload } from '../service/csv-import.service';
import { fileNameRefusal } from './file-name';

/** Room for the multipart framing and the small text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_FIELDS = 20;

export const FIELD_TOO_LONG_MESSAGE = `A form field of the upload is longer than ${MAX_FIELD_BYTES / 1024} KB.`;
export const TOO_MANY_FIELDS_MESSAGE = `The upload has more than ${MAX_FIELDS} form fields.`;

export interface MultipartCsv {
  upload: CsvUpload | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data body with one file in the field `file`. The file is held in memory
 * only up to the 10 MB limit: a declared Content-Length over it is refused before reading, and a
 * body that grows past it while streaming is refused at that point (the rest is discarded, not kept).
 */
export function readMultipartCsv(req: Request): Promise<MultipartCsv> {
  if (!req.is('multipart/form-data')) return Promise.reject(new ImportError('no_file', NO_FILE_MESSAGE));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_CSV_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return Promise.reject(new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let upload: CsvUpload | null = null;
    let failure: ImportError | null = null;
    let parser: busboy.Busboy;
    try {
      // File names are UTF-8, as browsers and curl send them; busboy would read them as Latin-1.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_CSV_BYTES, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES } });
    } catch {
      reject(new ImportRequestRefused('malformed_upload', MALFORMED_UPLOAD_MESSAGE));
      return;
    }
    const fail = (error: ImportError) => {
      if (failure) return;
      failure = error;
      // Stop holding data; the remaining body is read and dropped so the client gets the answer.
      req.unpipe(parser);
      req.resume();
      reject(failure);
    };
    // Every stream of the upload can fail (a body cut short, a client gone): an 'error' nobody
    // listens to would end the whole process, so each one ends this request instead.
    const failMalformed = () => fail(new ImportRequestRefused('malformed_upload', MALFORMED_UPLOAD_MESSAGE));
    req.on('error', failMalformed);
    parser.on('error', failMalformed);
    parser.on('field', (name, value, info) => {
      // Cut to MAX_FIELD_BYTES, a value would be read as something else than what was sent.
      if (info.valueTruncated) fail(new ImportError('validation_error', FIELD_TOO_LONG_MESSAGE));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', failMalformed);
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const fileName = info.filename ?? '';
      const refusal = fileNameRefusal(fileName);
      if (refusal) {
        stream.resume();
        fail(refusal);
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE)));
      stream.on('close', () => {
        if (!failure) upload = { fileName, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(new ImportError('validation_error', 'Upload one file at a time.')));
    // Past the limit busboy drops fields unread: platform or tradeDate among them would be lost.
    parser.on('fieldsLimit', () => fail(new ImportError('validation_error', TOO_MANY_FIELDS_MESSAGE)));
    parser.on('close', () => {
      if (!failure) resolve({ upload, fields });
    });
    req.pipe(parser);
  });
}
