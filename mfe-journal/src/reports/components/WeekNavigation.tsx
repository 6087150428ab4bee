import styled from 'styled-components';
import { Button } from '@tj/design-system';
import { CardLink } from '../../dashboard/components/CardLink';
import { neighbourWeeks, weeklyReportPath } from '../utils/weekParam';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  /* The printed report is the report alone: no way to move between weeks on paper. */
  @media print { display: none; }
`;

/** Previous and next week, and Print (the browser's print, with the page's print styles). */
export function WeekNavigation({ monday }: { monday: string }) {
  const { previous, next } = neighbourWeeks(monday);
  return (
    <Bar aria-label="Weeks">
      <CardLink to={weeklyReportPath(previous)}>Previous week</CardLink>
      <CardLink to={weeklyReportPath(next)}>Next week</CardLink>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        Print
      </Button>
    </Bar>
  );
}
