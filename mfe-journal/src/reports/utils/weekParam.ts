import { addDays } from '@tj/design-system';

/** The address of the report of the week holding `day` (the e-mail and the bell link to the same form). */
export const weeklyReportPath = (day: string): string => `/reports/weekly?week=${day}`;

/** The weeks before and after the shown one, from its Monday. */
export function neighbourWeeks(monday: string): { previous: string; next: string } {
  return { previous: addDays(monday, -7), next: addDays(monday, 7) };
}
