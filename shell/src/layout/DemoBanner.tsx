import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, cssVar, mediaQuery } from '@tj/design-system';

const Region = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 24px;
  border-bottom: 1px solid ${cssVar('color', 'border')};
  border-left: 4px solid ${cssVar('color', 'warning')};
  background: ${cssVar('color', 'surfaceRaised')};
  color: ${cssVar('color', 'text')};

  p {
    flex: 1 1 260px;
    margin: 0;
    min-width: 0;
  }
  a {
    color: ${cssVar('color', 'primary')};
    font-weight: 600;
    text-decoration: underline;
    white-space: nowrap;
  }

  @media ${mediaQuery.mobile} {
    padding: 8px 16px;
  }
`;

/**
 * The label every signed-in screen of a demo session carries (Watch Demo): what the visitor is
 * looking at is generated sample data that nothing they do can change, and where to get their own.
 * A named region, in words (the colour only repeats them), before the page in reading order.
 */
export function DemoBanner() {
  return (
    <Region className="demo-banner" aria-label="Demo journal">
      <Badge variant="warning">Demo</Badge>
      <p>
        This is the demo journal: generated sample trades, read-only. Nothing you change here is saved.
      </p>
      <Link to="/sign-up">Sign Up to keep your own trades</Link>
    </Region>
  );
}
