/** SPEC §5 and §9: one CSV file under 10 MB. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_FILE_TYPES = ['text/csv', '.csv'] as const;

/**
 * Platforms whose own export is XML: an Interactive Brokers Flex Query can be saved as XML, and is
 * taken in the CSV tab with the same limit and texts (issue 27). Other platforms take CSV only.
 */
export const XML_PLATFORMS: readonly string[] = ['interactive_brokers'];
export const ACCEPTED_XML_TYPES = ['text/xml', 'application/xml', '.xml'] as const;

/** The types the drop zone takes for the chosen platform. */
export function acceptedFileTypes(platform: string): readonly string[] {
  return XML_PLATFORMS.includes(platform) ? [...ACCEPTED_FILE_TYPES, ...ACCEPTED_XML_TYPES] : ACCEPTED_FILE_TYPES;
}

/** SPEC §4: +10 every 200 ms, held at 90 until the server answers. */
export const UPLOAD_PROGRESS = { step: 10, intervalMs: 200, cap: 90, done: 100 } as const;

/** How many rows of each preview table are shown (the server sends up to 100). */
export const PREVIEW_ROWS_SHOWN = 10;

/** DAS Trader exports carry no date: the trader gives the trading day. */
export const PLATFORMS_WITHOUT_DATES: readonly string[] = ['das_trader'];
