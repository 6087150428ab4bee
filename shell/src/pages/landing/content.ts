/** Marketing content of the landing page (SPEC §1, §2 and the plans of §9). */
export interface PricingPlan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  ctaText: string;
}

export const features = [
  { title: 'Import from 9 platforms', text: '3 brokers by API and 6 by CSV, with fills matched into round trips.' },
  { title: 'Performance tracking', text: 'Win rate, profit factor and drawdown computed from your own trades.' },
  { title: 'AI insights', text: 'Patterns the system finds in your trading, each with the numbers behind it.' },
  { title: 'Psychology assessment', text: 'Understand the trader you are: personality, discipline and emotional control.' },
  { title: 'AI Play Book', text: 'Personal trading rules and risk limits built from your assessment and trades.' },
  { title: 'Trade history', text: 'Search, filter and export every trade you have imported.' },
  { title: 'Secure storage', text: 'Encrypted credentials, private data, and sessions kept on the server.' },
  { title: 'Real-time processing', text: 'Imports are analysed as soon as they land.' },
];

export const plans: PricingPlan[] = [
  {
    name: 'Free Trial',
    price: '$0',
    period: '14 days',
    description: 'Try every feature for 14 days.',
    features: ['Up to 100 trades', 'Basic win rate and P&L', 'Email support', 'Standard insights'],
    popular: false,
    ctaText: 'Start Free Trial',
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
  },
];

/** Sample reviews, labelled as such on the page. */
export const testimonials = [
  { name: 'Alex M.', role: 'Day trader', content: 'Seeing my afternoon trades lose money every week changed how I plan my day.', rating: 5, performance: 'Sample review' },
  { name: 'Priya S.', role: 'Swing trader', content: 'The Play Book turned my vague rules into a checklist I actually follow.', rating: 5, performance: 'Sample review' },
  { name: 'Jordan K.', role: 'Portfolio manager', content: 'Imports from three brokers in one place, and the numbers match my statements.', rating: 4, performance: 'Sample review' },
];
