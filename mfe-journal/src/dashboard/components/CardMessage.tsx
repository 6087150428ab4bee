import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p<{ $error: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

/** A card's empty text, or its failure (announced as an alert). */
export function CardMessage({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return (
    <Text $error={error} role={error ? 'alert' : undefined}>
      {children}
    </Text>
  );
}
