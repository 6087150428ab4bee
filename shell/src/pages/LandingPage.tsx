import { AccountDeletedNotice } from './landing/components/AccountDeletedNotice';
import { ClosingCta } from './landing/components/ClosingCta';
import { FeaturesSection } from './landing/components/FeaturesSection';
import { Hero } from './landing/components/Hero';
import { LandingFooter } from './landing/components/LandingFooter';
import { LandingHeader } from './landing/components/LandingHeader';
import { PricingSection } from './landing/components/PricingSection';
import { TestimonialsSection } from './landing/components/TestimonialsSection';

/** SPEC §2's landing page, pre-rendered (shell/src/public): its links are plain links, no router. */
export function LandingPage() {
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto', padding: '0 24px' }}>
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <PricingSection />
        <TestimonialsSection />
        <ClosingCta />
      </main>
      <LandingFooter />
      <AccountDeletedNotice />
    </div>
  );
}
