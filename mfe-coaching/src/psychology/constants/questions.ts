/** SPEC §2's three steps, in order. */
export const STEP_TITLES = ['Big Five Personality Traits', 'Trading Experience & Preferences', 'Emotional Control & Discipline'] as const;

/** The Likert scale of the IPIP items ("Describe yourself as you generally are now"). */
export const LIKERT_CHOICES = [
  { value: 1, label: 'Very inaccurate' },
  { value: 2, label: 'Moderately inaccurate' },
  { value: 3, label: 'Neither' },
  { value: 4, label: 'Moderately accurate' },
  { value: 5, label: 'Very accurate' },
] as const;

export const RISK_TOLERANCES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];
export const TRADING_EXPERIENCES = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];
export const PREFERRED_TIMEFRAMES = [
  { value: 'scalping', label: 'Scalping' },
  { value: 'day', label: 'Day trading' },
  { value: 'swing', label: 'Swing trading' },
  { value: 'position', label: 'Position trading' },
];
export const STRESS_HANDLINGS = [
  { value: 'poor', label: 'Poor' },
  { value: 'fair', label: 'Fair' },
  { value: 'good', label: 'Good' },
  { value: 'excellent', label: 'Excellent' },
];
export const SELF_RATINGS = Array.from({ length: 10 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

export const SAVE_FAILED = 'Failed to save assessment. Please try again.';
export const GENERATE_FAILED = 'Failed to generate Play Book. Please try again.';
