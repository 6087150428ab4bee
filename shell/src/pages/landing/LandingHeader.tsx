import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, mediaQuery, useShell } from '@tj/design-system';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  padding: 16px 0;

  .landing-menu-toggle { display: none; margin-left: auto; }
  .landing-menu { display: flex; flex: 1; align-items: center; gap: 24px; }
  .landing-sections { display: flex; gap: 16px; margin-left: auto; }

  /* SPEC §2: on a phone the sections and the two buttons fold into a menu behind a toggle. */
  @media ${mediaQuery.mobile} {
    .landing-menu-toggle { display: inline-flex; }
    .landing-menu { flex-basis: 100%; flex-direction: column; align-items: stretch; gap: 12px; }
    .landing-menu[data-open='false'] { display: none; }
    .landing-sections { flex-direction: column; gap: 8px; margin-left: 0; }
  }
`;

/**
 * The landing page's top bar: section anchors, Sign In (or, for a visitor already signed in, Go to
 * dashboard) and Start Free Trial; a menu toggle on small screens.
 */
export function LandingHeader() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { session } = useShell();
  const [menuOpen, setMenuOpen] = useState(false);
  // Following an anchor closes the menu, so the section is not hidden under it.
  useEffect(() => setMenuOpen(false), [hash]);

  const signedIn = session.status === 'authenticated';
  return (
    <Bar>
      <strong>AI Trading Journal</strong>
      <Button
        variant="ghost"
        className="landing-menu-toggle"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="landing-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        ☰
      </Button>
      <div id="landing-menu" className="landing-menu" data-open={menuOpen}>
        <nav aria-label="Sections" className="landing-sections">
          <a href="#features" onClick={() => setMenuOpen(false)}>Features</a>
          <a href="#pricing" onClick={() => setMenuOpen(false)}>Pricing</a>
          <a href="#testimonials" onClick={() => setMenuOpen(false)}>Reviews</a>
        </nav>
        {signedIn ? (
          <Button variant="ghost" onClick={() => navigate('/dashboard')}>Go to dashboard</Button>
        ) : (
          <Button variant="ghost" onClick={() => navigate('/sign-in')}>Sign In</Button>
        )}
        <Button onClick={() => navigate('/sign-in')}>Start Free Trial</Button>
      </div>
    </Bar>
  );
}
