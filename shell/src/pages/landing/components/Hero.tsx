import { START_FREE_TRIAL_HREF } from '../constants/startFreeTrial';
import styled from 'styled-components';
import { ButtonLink } from '@tj/design-system';
import { DemoTicker } from './DemoTicker';
import { WatchDemoButton } from './WatchDemoButton';

const Section = styled.section`
  padding: 48px 0 24px;
  text-align: center;

  h1 { margin: 0 auto 16px; max-width: 18ch; font-size: clamp(2rem, 6vw, 3.25rem); line-height: 1.1; }
  .hero-lead { max-width: 60ch; margin: 0 auto; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.lg}; }
  .hero-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; }
  .hero-note { margin: 12px 0 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <h1 id="hero-title">Your trades, honestly analysed</h1>
      <p className="hero-lead">
        Import from your broker, see what really makes and loses you money, with the evidence behind every figure, and get a
        Play Book built for you.
      </p>
      <DemoTicker />
      <div className="hero-actions">
        <ButtonLink size="lg" href={START_FREE_TRIAL_HREF}>
          Start Free Trial
        </ButtonLink>
        <WatchDemoButton />
      </div>
      <p className="hero-note">14-day free trial with all features. No credit card required. Cancel anytime.</p>
    </Section>
  );
}
