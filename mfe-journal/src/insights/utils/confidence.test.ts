import { describe, expect, it } from 'vitest';
import { insight, riskAlert } from '../../testing/insightFixtures';
import { confidenceMeaning } from './confidence';

describe('confidenceMeaning', () => {
  it('grades a tested pattern by the engine thresholds and says it was tested against chance', () => {
    expect(confidenceMeaning(insight({ confidence: 95 })).label).toBe('Very strong');
    expect(confidenceMeaning(insight({ confidence: 70 })).label).toBe('Strong');
    expect(confidenceMeaning(insight({ confidence: 69 })).label).toBe('Suggestive: could still be chance');
    expect(confidenceMeaning(insight()).reason).toContain('corrected for the 31 patterns tested');
  });

  it('calls a count of the record (no test in its evidence) measured, and a recommendation as sure as its finding', () => {
    expect(confidenceMeaning(riskAlert())).toMatchObject({ label: 'Measured' });
    expect(confidenceMeaning(insight({ category: 'recommendation', confidence: 75 }))).toMatchObject({ label: 'Strong', reason: expect.stringContaining('as sure as the finding') });
  });
});
