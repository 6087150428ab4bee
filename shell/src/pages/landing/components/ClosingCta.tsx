import { START_FREE_TRIAL_HREF } from '../constants/startFreeTrial';
import { ButtonLink } from '@tj/design-system';
import { LandingSection } from './LandingSection';

export function ClosingCta() {
  return (
    <LandingSection id="start" title="Start journaling with evidence" lead="14-day free trial with all features. No credit card required. Cancel anytime.">
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <ButtonLink size="lg" href={START_FREE_TRIAL_HREF}>
          Start Free Trial
        </ButtonLink>
      </div>
    </LandingSection>
  );
}
