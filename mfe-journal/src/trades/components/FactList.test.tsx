import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FactList } from './FactList';

describe('FactList', () => {
  it('pairs each label with its value, in order', () => {
    renderWithProviders(<FactList facts={[['Side', 'Long'], ['Max loss', 'Undefined']]} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Side', 'Max loss']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Long', 'Undefined']);
  });
});
