/** The footer of SPEC §2. A link whose page does not exist yet says so instead of leading nowhere. */
export type FooterLink = { label: string; href: string } | { label: string; comingSoon: true };

export const footerLinks: FooterLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'API', comingSoon: true },
  { label: 'Help Center', comingSoon: true },
  { label: 'Contact', comingSoon: true },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Analytics Test', href: '/analytics-test' },
];
