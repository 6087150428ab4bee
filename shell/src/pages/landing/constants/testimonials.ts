/** A testimonial of SPEC §3. */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Stars out of 5. */
  rating: number;
  /** What the reviewer changed; no invented figures. */
  performance: string;
}

/**
 * Sample reviews (SPEC §2 "3 sample reviews"): written to show what the product does, not said by
 * customers, and marked so on the page.
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Alex M.',
    role: 'Day trader',
    content: 'The hour breakdown showed my afternoon trades losing money week after week. I stopped trading after 2 PM.',
    rating: 5,
    performance: 'Found a losing hour',
  },
  {
    name: 'Priya S.',
    role: 'Swing trader',
    content: 'The Play Book turned my vague rules into a checklist I actually follow, and tells me why each rule is there.',
    rating: 5,
    performance: 'Follows a written plan',
  },
  {
    name: 'Jordan K.',
    role: 'Portfolio manager',
    content: 'Trades from three brokers in one journal, and every figure opens to the trades behind it.',
    rating: 4,
    performance: 'One journal for three brokers',
  },
];
