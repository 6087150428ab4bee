import styled from 'styled-components';
import { GETTING_STARTED_STEPS } from '../constants/texts';
import { SectionCard } from './SectionCard';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
  }
  p { margin: 0; }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** SPEC §2: Choose Platform, Connect or Upload, AI Analysis. */
export function GettingStarted() {
  return (
    <SectionCard title="Getting Started">
      <Steps>
        {GETTING_STARTED_STEPS.map(({ title, description }) => (
          <Step key={title}>
            <div>
              <p>
                <strong>{title}</strong>
              </p>
              <Description>{description}</Description>
            </div>
          </Step>
        ))}
      </Steps>
    </SectionCard>
  );
}
