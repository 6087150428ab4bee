import { FILE_TOO_LARGE_MESSAGE, ImportError, ImportRequestRefused, MALFORMED_UPLOAD_MESSAGE, MAX_CSV_BYTES, NO_FILE_MESSAGE } from '../import.errors';
import type { CsvUpload } from '../service/csv-import.service';
import { fileNameRefusal } from './file-name';
import type { FileUpload } from './graphql-upload';

/**
 * The bytes of a GraphQL multipart upload. graphql-upload buffers files to disk, not memory, and
 * stops a file at maxFileSize; this reads at most the 10 MB limit into memory.
 */
export async function readGraphQLUpload(file: Promise<FileUpload> | null | undefined): Promise<CsvUpload> {
  if (!file) throw new ImportError('no_file', NO_FILE_MESSAGE);
  let upload: FileUpload;
  try {
    upload = await file;
  } catch (error) {
    // graphql-upload's own refusals (a file the map names but the body lacks) carry an HTTP
    // status; a body that broke before the file arrived does not.
    if (httpStatusOf(error) !== null) throw new ImportError('no_file', NO_FILE_MESSAGE);
    throw new ImportRequestRefused('malformed_upload', MALFORMED_UPLOAD_MESSAGE);
  }
  const fileName = upload.filename;
  const refusal = fileNameRefusal(fileName);
  if (refusal) throw refusal;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of upload.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size >= MAX_CSV_BYTES) throw new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    // graphql-upload's PayloadTooLargeError (maxFileSize), or a body cut short or abandoned.
    if (httpStatusOf(error) === 413) throw new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE);
    throw new ImportRequestRefused('malformed_upload', MALFORMED_UPLOAD_MESSAGE);
  }
  return { fileName, bytes: Buffer.concat(chunks) };
}

function httpStatusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
