import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstrumentName } from './InstrumentName';

describe('InstrumentName', () => {
  it('shows an option by its readable name with the OCC code on hover', () => {
    render(<InstrumentName symbol="SPXW 260309C6970" />);
    expect(screen.getByText('SPXW 9 Mar 26 6970 C')).toHaveAttribute('title', 'SPXW  260309C06970000');
  });

  it('shows a ticker as it is, without hover text', () => {
    const { container } = render(<InstrumentName symbol="AAPL" />);
    expect(container.textContent).toBe('AAPL');
    expect(container.querySelector('[title]')).toBeNull();
  });
});
