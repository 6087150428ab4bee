import { ACCEPTED_FILE_TYPES, MAX_CSV_BYTES } from '../constants/limits';
import { CSV_RULE_MESSAGES, DROP_REJECTIONS } from '../constants/texts';

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

/** The drop zone's test: the MIME type or the extension says CSV (browsers differ on the type). */
function hasAcceptedType(file: FileLike): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/**
 * Why the files picked or dropped cannot be uploaded, or an empty list when they can: first the
 * drop zone's own rejections (SPEC §8), then the CSV rules of SPEC §5 the server applies too.
 */
export function fileRejections(files: readonly FileLike[]): string[] {
  if (files.length === 0) return [CSV_RULE_MESSAGES.noFile];
  if (files.length > 1) return [DROP_REJECTIONS.tooMany];
  const [file] = files as [FileLike];
  const dropRejections = [
    ...(hasAcceptedType(file) ? [] : [DROP_REJECTIONS.fileType(ACCEPTED_FILE_TYPES.join(', '))]),
    ...(file.size > MAX_CSV_BYTES ? [DROP_REJECTIONS.tooLarge(MAX_CSV_BYTES)] : []),
  ];
  if (dropRejections.length > 0) return dropRejections;
  if (!file.name.toLowerCase().endsWith('.csv')) return [CSV_RULE_MESSAGES.notCsv];
  if (file.size >= MAX_CSV_BYTES) return [CSV_RULE_MESSAGES.tooLarge];
  return [];
}

/** '2.4 MB', '812 KB', '96 bytes': a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
