import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLanding, stubReducedMotion } from './landing/test-utils/renderLanding';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  beforeEach(() => {
    stubReducedMotion(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has one h1, then an h2 per section', () => {
    renderLanding(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Features',
      'Pricing',
      'Reviews',
      'Start journaling with evidence',
    ]);
  });

  it('has the anchors the navigation points at', () => {
    const { container } = renderLanding(<LandingPage />);
    for (const id of ['features', 'pricing', 'testimonials']) expect(container.querySelector(`#${id}`)).not.toBeNull();
  });

  it('grids eight features, three plans and three sample reviews', () => {
    renderLanding(<LandingPage />);
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Features')).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(section('Pricing')).getAllByRole('group')).toHaveLength(3);
    expect(within(section('Reviews')).getAllByText('Sample review')).toHaveLength(3);
  });

  it('says which footer links have no page yet instead of leading nowhere', () => {
    renderLanding(<LandingPage />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Privacy Policy', '/privacy-policy'],
      ['Analytics Test', '/analytics-test'],
    ]);
    for (const label of ['API', 'Help Center', 'Contact']) expect(within(footer).getByText(`${label} (coming soon)`)).toBeInTheDocument();
  });

  it('has no Contact Sales link to nowhere: the button says the contact is coming', () => {
    renderLanding(<LandingPage />);
    const contactSales = screen.getByRole('button', { name: 'Contact Sales' });
    expect(contactSales).toBeDisabled();
    expect(contactSales).toHaveAccessibleDescription('Sales contact coming soon.');
  });
});
