import styled from 'styled-components';
import { formatDay } from '@tj/design-system';

const Day = styled.article`
  & + & { margin-top: ${({ theme }) => theme.space.md}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSize.md}; }
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** Each day's plan next to its review: what the trader meant to do, and what they saw after. */
export function ReportJournal({ days }: { days: ReadonlyArray<{ day: string; plan: string; review: string }> }) {
  if (days.length === 0) return <p>No plan or review was written this week.</p>;
  return days.map(({ day, plan, review }) => (
    <Day key={day}>
      <h3>{formatDay(day)}</h3>
      <p>
        <b>Plan:</b> {plan || '-'}
      </p>
      <p>
        <b>Review:</b> {review || '-'}
      </p>
    </Day>
  ));
}
