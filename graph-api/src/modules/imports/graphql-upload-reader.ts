import { FILE_TOO_LARGE_MESSAGE, ImportError, MAX_CSV_BYTES, NO_FILE_MESSAGE } from './import.errors';
import type { CsvUpload } from './csv-import.service';
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
  } catch {
    throw new ImportError('no_file', NO_FILE_MESSAGE);
  }
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
    // graphql-upload's PayloadTooLargeError (maxFileSize) or a broken upload stream.
    if ((error as { status?: number }).status === 413) throw new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE);
    throw new ImportError('validation_error', 'The file upload was interrupted. Please try again.');
  }
  return { fileName: upload.filename, bytes: Buffer.concat(chunks) };
}
