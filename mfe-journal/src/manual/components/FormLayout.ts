import styled from 'styled-components';
import { mediaQuery } from '@tj/design-system';

/** The manual-trade forms' fields: two columns on a desk, one on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media ${mediaQuery.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Their buttons, wrapping on a narrow screen. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
