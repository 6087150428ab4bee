import styled from 'styled-components';

/**
 * A button drawn as a link: it opens what a table's cell names (a trade, a day, a bucket), where a
 * boxed button would crowd the row. Still a button for keyboards and screen readers: give it
 * type="button" and an aria-label that says what it opens.
 */
export const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
