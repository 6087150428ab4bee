import { acceptedFileTypes, ACCEPTED_XML_TYPES, MAX_CSV_BYTES, XML_PLATFORMS } from '../constants/limits';
import { CSV_RULE_MESSAGES, DROP_REJECTIONS, XML_HINT } from '../constants/texts';

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

const isCsv = (file: FileLike) => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
const isXml = (file: FileLike) => (ACCEPTED_XML_TYPES as readonly string[]).includes(file.type) || file.name.toLowerCase().endsWith('.xml');

/**
 * Why the files picked or dropped cannot be uploaded, or an empty list when they can: first the
 * drop zone's own rejections (SPEC §8), then the CSV rules of SPEC §5 the server applies too. The
 * MIME type or the extension says CSV (browsers differ on the type); for a platform whose export is
 * XML (Interactive Brokers' Flex Query), XML too. An .xml file refused elsewhere gets a hint.
 */
export function fileRejections(files: readonly FileLike[], platform = ''): string[] {
  if (files.length === 0) return [CSV_RULE_MESSAGES.noFile];
  if (files.length > 1) return [DROP_REJECTIONS.tooMany];
  const [file] = files as [FileLike];
  const xmlTaken = XML_PLATFORMS.includes(platform);
  const hint = !xmlTaken && isXml(file) ? [XML_HINT] : [];
  const dropRejections = [
    ...(isCsv(file) || (xmlTaken && isXml(file)) ? [] : [DROP_REJECTIONS.fileType(acceptedFileTypes(platform).join(', '))]),
    ...(file.size > MAX_CSV_BYTES ? [DROP_REJECTIONS.tooLarge(MAX_CSV_BYTES)] : []),
  ];
  if (dropRejections.length > 0) return [...dropRejections, ...hint];
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !(xmlTaken && name.endsWith('.xml'))) return [CSV_RULE_MESSAGES.notCsv, ...hint];
  if (file.size >= MAX_CSV_BYTES) return [CSV_RULE_MESSAGES.tooLarge];
  return [];
}

/** '2.4 MB', '812 KB', '96 bytes': a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
