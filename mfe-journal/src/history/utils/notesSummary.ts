/** The notes shown in a row: their first words (the trade dialog and the row's editor hold them all). */
export const NOTES_SHOWN = 60;

export function notesSummary(notes: string): string {
  const text = notes.replace(/\s+/g, ' ').trim();
  if (text.length <= NOTES_SHOWN) return text;
  const cut = text.slice(0, NOTES_SHOWN);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > NOTES_SHOWN / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
