/**
 * The demo trader's psychology assessment, as POST /api/psychology-assessment takes it: the raw
 * answers (the server scores them). Chosen to fit the journal's habits: anxious after losses (high
 * neuroticism: the revenge trades), prepared but not rigid (middling conscientiousness: some trades
 * without a written stop), sociable (extraversion).
 */
export const DEMO_ASSESSMENT_ANSWERS = {
  assessmentResponses: { q1: 4, q2: 2, q3: 4, q4: 2, q5: 4, q6: 3, q7: 3, q8: 3, q9: 4, q10: 4, q11: 4, q12: 4, q13: 3, q14: 2, q15: 2 },
  riskTolerance: 'medium',
  tradingExperience: 'intermediate',
  preferredTimeframe: 'day',
  emotionalControl: 5,
  disciplineLevel: 6,
  tradingGoals: 'Trade my A+ morning setups, stop giving back gains over lunch, and take every stop without moving it.',
  stressHandling: 'fair',
} as const;
