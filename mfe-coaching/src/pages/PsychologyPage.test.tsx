import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCoachingPage } from '../testing/renderCoachingPage';
import PsychologyPage from './PsychologyPage';

const ITEMS = Array.from({ length: 15 }, (_, index) => ({ __typename: 'AssessmentItem', key: `q${index + 1}`, trait: 'openness', text: `Statement ${index + 1}.` }));
const SCORES = { __typename: 'PsychologyAssessment', id: '7', completedAt: '2026-03-02T15:00:00.000Z', openness: 80, conscientiousness: 33, extraversion: 67, agreeableness: 53, neuroticism: 73 };
const page = (assessment: typeof SCORES | null) => () => ({ data: { assessmentItems: ITEMS, psychologyAssessment: assessment } });

// fireEvent and label queries: role queries over 75 radios are too slow for jsdom on this machine.
async function answerEveryStep(user: ReturnType<typeof userEvent.setup>) {
  for (const radio of screen.getAllByLabelText('4 Moderately accurate')) fireEvent.click(radio);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByLabelText('High'));
  fireEvent.click(screen.getByLabelText('Intermediate'));
  fireEvent.click(screen.getByLabelText('Day trading'));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Trading goals'), { target: { value: 'Follow my plan' } });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(within(screen.getByRole('group', { name: /Emotional control/ })).getByLabelText('3'));
  fireEvent.click(within(screen.getByRole('group', { name: /Discipline level/ })).getByLabelText('8'));
}

describe('the psychology page', () => {
  it('opens Next only once every question of the step is answered, and sends the raw answers', async () => {
    const user = userEvent.setup();
    const { server, analyticsEvents } = renderCoachingPage(<PsychologyPage />, '/psychology', {
      PsychologyPage: page(null),
      SubmitAssessment: () => ({ data: { submitPsychologyAssessment: SCORES } }),
      GeneratePlaybook: () => ({ data: { generatePlaybook: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Big Five Personality Traits' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await answerEveryStep(user);
    const complete = screen.getByRole('button', { name: 'Complete Assessment' });
    expect(complete).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Good'));
    await user.click(complete);
    expect(await screen.findByRole('heading', { name: 'Assessment Complete' })).toBeInTheDocument();
    expect(server.callsOf('SubmitAssessment')[0]!.variables.input).toMatchObject({
      answers: ITEMS.map(({ key }) => ({ item: key, answer: 4 })),
      riskTolerance: 'high',
      tradingExperience: 'intermediate',
      preferredTimeframe: 'day',
      tradingGoals: 'Follow my plan',
      emotionalControl: 3,
      disciplineLevel: 8,
      stressHandling: 'good',
    });
    expect(server.callsOf('GeneratePlaybook')).toHaveLength(1);
    expect(analyticsEvents).toEqual([{ action: 'psychology_assessment_complete', category: 'psychology', label: 'assessment' }]);
    expect(screen.getByRole('progressbar', { name: 'Neuroticism 73 out of 100' })).toBeInTheDocument();
    expect(screen.getByText('Losses hit hard; fixed loss limits and pauses after a loss protect you.')).toBeInTheDocument();
  });

  it('says so when the assessment cannot be saved, and stays on the last step', async () => {
    const user = userEvent.setup();
    const { analyticsEvents } = renderCoachingPage(<PsychologyPage />, '/psychology', {
      PsychologyPage: page(null),
      SubmitAssessment: () => ({ errors: [{ message: 'Answer q1 must be a whole number from 1 to 5 (got 0).' }] }),
    });
    await screen.findByRole('heading', { name: 'Big Five Personality Traits' });
    await answerEveryStep(user);
    fireEvent.click(screen.getByLabelText('Poor'));
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(await screen.findByText('Failed to save assessment. Please try again.')).toBeInTheDocument();
    // With the server's reason: the trader can tell what to fix (or that this is the read-only demo).
    expect(screen.getByText('Answer q1 must be a whole number from 1 to 5 (got 0).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeEnabled();
    expect(analyticsEvents).toEqual([]);
  });

  it('shows the results on file, and Retake Assessment goes back to step 1', async () => {
    const user = userEvent.setup();
    renderCoachingPage(<PsychologyPage />, '/psychology', { PsychologyPage: page(SCORES) });
    expect(await screen.findByRole('heading', { name: 'Your Trading Psychology Profile' })).toBeInTheDocument();
    expect(screen.getByText('80 / 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View My Play Book' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retake Assessment' }));
    expect(screen.getByRole('heading', { name: 'Big Five Personality Traits' })).toBeInTheDocument();
  });
});
