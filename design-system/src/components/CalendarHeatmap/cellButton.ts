import { css } from 'styled-components';

/** What a day of the month view and a month of the year view share: a full-width cell filled by its net P&L. */
export const cellButton = css<{ $fill: string }>`
  display: grid;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $fill }) => $fill};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: left;
  cursor: pointer;
`;
