import { Progress } from '@tj/design-system';
import type { AssessmentFieldsFragment } from '../../__generated__/graphql';
import { meaningOf, TRAIT_MEANINGS, TRAIT_ORDER } from '../constants/traitMeanings';

/** The five trait scores as bars (0-100), each with what it tends to mean for a trader. */
export function TraitScoresChart({ assessment }: { assessment: AssessmentFieldsFragment }) {
  return (
    <ul aria-label="Your Big Five scores" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
      {TRAIT_ORDER.map((trait) => (
        <li key={trait}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
            <span>{TRAIT_MEANINGS[trait].label}</span>
            <span>{assessment[trait]} / 100</span>
          </div>
          <Progress value={assessment[trait]} label={`${TRAIT_MEANINGS[trait].label} ${assessment[trait]} out of 100`} />
          <p style={{ margin: '6px 0 0' }}>{meaningOf(trait, assessment[trait])}</p>
        </li>
      ))}
    </ul>
  );
}
