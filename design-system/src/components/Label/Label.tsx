import styled from 'styled-components';

/** A form label: a native <label>, so htmlFor and clicking it work as usual. */
export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
