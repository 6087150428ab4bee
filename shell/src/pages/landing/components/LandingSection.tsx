import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: 48px 0;
  /* An anchor (#features) puts the heading at the top of the window with a little room. */
  scroll-margin-top: 8px;

  > h2 { margin: 0 0 8px; font-size: ${({ theme }) => theme.fontSize.xl}; text-align: center; }
  > .section-lead { max-width: 60ch; margin: 0 auto 24px; color: ${({ theme }) => theme.color.textMuted}; text-align: center; }
`;

export const CardGrid = styled.div<{ $min: number }>`
  display: grid;
  gap: 16px;
  /* min(): a card never asks for more than the width of a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min }) => $min}px, 100%), 1fr));
`;

/** A section of the landing page: its anchor, its h2 and what it says under it. */
export function LandingSection({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead && <p className="section-lead">{lead}</p>}
      {children}
    </Section>
  );
}
