import { START_FREE_TRIAL_HREF } from '../constants/startFreeTrial';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, mediaQuery } from '@tj/design-system';
import { SessionLink } from './SessionLink';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  padding: 16px 0;

  .landing-brand { font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 700; }
  .landing-menu-toggle { display: none; margin-left: auto; }
  .landing-menu { display: flex; flex: 1; align-items: center; gap: 16px; }
  .landing-sections { display: flex; gap: 8px; margin-left: auto; }
  .landing-sections a { padding: 8px; }

  /* SPEC §2: on a phone the sections and the two buttons fold into a menu behind a toggle. */
  @media ${mediaQuery.mobile} {
    .landing-menu-toggle { display: inline-flex; }
    .landing-menu { flex-basis: 100%; flex-direction: column; align-items: stretch; gap: 12px; }
    .landing-menu[data-open='false'] { display: none; }
    .landing-sections { flex-direction: column; gap: 4px; margin-left: 0; }
  }
`;

/**
 * The landing page's top bar: section anchors, Sign In (or Go to dashboard) and Start Free Trial;
 * on a phone, a menu behind a toggle that closes on following an anchor and on Escape.
 */
export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // Focus was in the menu, which is hidden now: it goes back to the toggle, not the page body.
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <Bar>
      <span className="landing-brand">AI Trading Journal</span>
      <Button
        ref={toggle}
        variant="ghost"
        className="landing-menu-toggle"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="landing-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">☰</span>
      </Button>
      <div id="landing-menu" className="landing-menu" data-open={menuOpen}>
        <nav aria-label="Sections" className="landing-sections">
          <a href="#features" onClick={closeMenu}>
            Features
          </a>
          <a href="#pricing" onClick={closeMenu}>
            Pricing
          </a>
          <a href="#testimonials" onClick={closeMenu}>
            Reviews
          </a>
        </nav>
        <SessionLink onClick={closeMenu} />
        <ButtonLink href={START_FREE_TRIAL_HREF} onClick={closeMenu}>
          Start Free Trial
        </ButtonLink>
      </div>
    </Bar>
  );
}
