import { describe, expect, it } from 'vitest';
import { insight } from '../../testing/insightFixtures';
import { insightsOf, newestInsights } from './insightModel';

describe('insight lists', () => {
  const at = (id: string, createdAt: string, category = 'pattern') => insight({ id, createdAt, category });
  const all = [at('a', '2025-03-01T00:00:00Z'), at('b', '2025-03-04T00:00:00Z', 'risk'), at('c', '2025-03-03T00:00:00Z'), at('d', '2025-03-02T00:00:00Z')];

  it('takes the newest three by the time they were found', () => {
    expect(newestInsights(all).map(({ id }) => id)).toEqual(['b', 'c', 'd']);
  });

  it('keeps one category in its order', () => {
    expect(insightsOf(all, 'pattern').map(({ id }) => id)).toEqual(['a', 'c', 'd']);
  });
});
