/** How much one trader may write: bounded so a page, an export and a search stay fast. */
export const NOTES_MAX_LENGTH = 10_000;
export const DAY_TEXT_MAX_LENGTH = 10_000;
export const TAG_NAME_MAX_LENGTH = 64;
export const TAGS_PER_TRADE_MAX = 30;
/** Day entries answered at once: a year and a day, so any calendar year fits. */
export const DAY_RANGE_MAX_DAYS = 366;
