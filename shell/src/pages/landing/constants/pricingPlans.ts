import { START_FREE_TRIAL_HREF } from './startFreeTrial';
/** A plan of SPEC §3, with the figures and features of SPEC §9. */
export interface PricingPlan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  ctaText: string;
  /** Where its call to action goes; null while that page does not exist (it then says so). */
  ctaHref: string | null;
}

export const pricingPlans: PricingPlan[] = [
  {
    name: 'Free Trial',
    price: '$0',
    period: '14 days',
    description: 'Every feature for 14 days. No credit card required; cancel anytime.',
    features: ['Up to 100 trades', 'Basic win rate and P&L', 'Email support', 'Standard insights'],
    popular: false,
    ctaText: 'Start Free Trial',
    ctaHref: START_FREE_TRIAL_HREF,
  },
  {
    name: 'Professional',
    price: '$29',
    period: 'per month',
    description: 'For active traders who want the full picture.',
    features: [
      'Unlimited trades',
      'Advanced P&L analytics',
      'AI pattern recognition',
      'Options chain analysis',
      'Real-time alerts',
      'Export to a tax-software format',
    ],
    popular: true,
    ctaText: 'Start Professional',
    ctaHref: '/sign-in',
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: 'per month',
    description: 'For trading firms and teams.',
    features: [
      'Everything in Professional',
      'Team accounts',
      'Prime brokerage API access',
      'Custom risk rules',
      'Dedicated account manager',
      'Terminal integration',
    ],
    popular: false,
    ctaText: 'Contact Sales',
    ctaHref: null,
  },
];
