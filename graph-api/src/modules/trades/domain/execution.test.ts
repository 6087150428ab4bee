import { describe, expect, it } from 'vitest';
import { brokerOrderIdOf } from './execution';

describe("a source's order id", () => {
  it('is kept trimmed, and an empty cell or a placeholder is no order (IBKR books assignments under order 0)', () => {
    expect(brokerOrderIdOf(' 9101 ')).toEqual({ orderId: '9101' });
    expect(brokerOrderIdOf('904837e3-3b76-47ec-b432-046db621571b')).toEqual({ orderId: '904837e3-3b76-47ec-b432-046db621571b' });
    for (const none of ['', '  ', '0', '-', 'N/A', 'n/a', null, undefined]) expect(brokerOrderIdOf(none)).toEqual({});
  });
});
