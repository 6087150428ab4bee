import styled from 'styled-components';
import { formatConfidence } from '@tj/design-system';
import { CONFIDENT, confidenceMeaning } from '../utils/confidence';
import type { InsightView } from '../utils/insightModel';

const Note = styled.div`
  display: grid;
  gap: 2px;
  p { margin: 0; }
  p + p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Score = styled.strong<{ $confident: boolean }>`
  color: ${({ theme, $confident }) => ($confident ? theme.color.text : theme.color.textMuted)};
`;

/** Confidence as a percent (SPEC §9), what it means in words and why the engine gives it. */
export function ConfidenceNote({ insight }: { insight: InsightView }) {
  const meaning = confidenceMeaning(insight);
  return (
    <Note>
      <p>
        Confidence <Score $confident={insight.confidence >= CONFIDENT}>{formatConfidence(insight.confidence)}</Score>: {meaning.label}
      </p>
      <p>{meaning.reason}</p>
    </Note>
  );
}
