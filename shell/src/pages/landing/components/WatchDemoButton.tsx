import { useState } from 'react';
import styled from 'styled-components';
import { Button, SITE_EVENTS, useShell } from '@tj/design-system';
import { fullPageLoad } from '../../../routes/fullPageLoad';
import { DEMO_LANDING_PATH, openDemoSession } from '../utils/openDemoSession';

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

/**
 * Watch Demo (DECISIONS §2): reports the click, opens the read-only demo journal and loads its
 * dashboard. A refusal is said on the page and the button stays usable for another try.
 */
export function WatchDemoButton() {
  const { analytics } = useShell();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const watchDemo = async () => {
    analytics.event(SITE_EVENTS.buttonClick('Watch Demo'));
    setPending(true);
    setFailure(null);
    const result = await openDemoSession();
    if (result.ok) {
      // A full load: the app, not this page's lean bundle, draws the dashboard. Busy until it does.
      fullPageLoad.assign(DEMO_LANDING_PATH);
      return;
    }
    setPending(false);
    setFailure(result.message);
  };

  return (
    <>
      <Button size="lg" variant="outline" loading={pending} onClick={() => void watchDemo()}>
        Watch Demo
      </Button>
      {failure && <Failure role="alert">Could not open the demo: {failure}</Failure>}
    </>
  );
}
