/** Texts of SPEC §2, §5 and §8 for the CSV upload: verbatim, tests assert them. */
export const DROP_ZONE_TEXTS = {
  title: 'Drag & drop your CSV file here',
  browse: 'or click to browse files',
  limit: 'Supports CSV files up to 10MB',
  /** Shown under the limit when Interactive Brokers is chosen. */
  xmlAccepted: 'Interactive Brokers: a Flex Query saved as XML (.xml) is accepted too.',
} as const;

/** After a refusal of an .xml file while another platform (or Auto-detect) is chosen: how it can be uploaded. */
export const XML_HINT = 'An Interactive Brokers Flex Query saved as XML can be uploaded: choose Interactive Brokers as the platform first.';

export const PROCESSING_TEXT = 'Processing your file...';
export const UPLOAD_ANOTHER = 'Upload Another File';

/** SPEC §5, in the order they are checked. */
export const CSV_RULE_MESSAGES = {
  noFile: 'No file provided',
  notCsv: 'Only CSV files are supported',
  tooLarge: 'File size must be less than 10MB',
} as const;

/** SPEC §8 file drop rejections. */
export const DROP_REJECTIONS = {
  fileType: (type: string) => `File type must be ${type}`,
  tooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  tooMany: 'Too many files',
} as const;

export const UPLOAD_TOASTS = {
  successTitle: 'Upload Successful',
  failedTitle: 'Upload Failed',
  failedDefault: 'Upload failed',
} as const;

/** SPEC §8: a failed upload's result is marked with this error code. */
export const UPLOAD_ERROR = 'UPLOAD_ERROR';

export const AUTO_DETECT_LABEL = 'Auto-detect from the file';
export const GENERIC_CSV = { value: 'generic', label: 'Generic CSV' } as const;
