export const WEEKLY_REPORT_TITLE = 'Weekly Report';
export const WEEKLY_REPORT_DESCRIPTION = 'The week as its e-mail tells it: the figures, the four weeks before, the equity curve and your journal. Print it to keep it.';
export const FAILED_TO_FETCH_REPORT = 'Failed to load the weekly report';
export const NO_TRADES_THIS_WEEK = 'No trades closed this week';
export const NO_TRADES_THIS_WEEK_DETAIL = 'Choose another week, or import the trades of this one.';
export const LOADING_REPORT = 'Loading the weekly report';
