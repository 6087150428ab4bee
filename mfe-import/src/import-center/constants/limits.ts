/** SPEC §9 business constants of the Import Trade Center. */

/** Recent Imports shows the newest 5. */
export const RECENT_IMPORTS_SHOWN = 5;

/** The API import asks for the fills of the last 30 days. */
export const IMPORT_WINDOW_DAYS = 30;
