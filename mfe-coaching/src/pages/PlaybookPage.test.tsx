import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCoachingPage } from '../testing/renderCoachingPage';
import PlaybookPage from './PlaybookPage';

const item = (text: string, why: string) => ({ __typename: 'PlaybookItem', text, why });
const PLAYBOOK = {
  __typename: 'Playbook',
  id: '3',
  version: 2,
  active: true,
  createdAt: '2026-03-02T15:00:00.000Z',
  confidenceScore: 36,
  confidenceBasis: 'Built from your assessment, settings and 2 closed trades (0 with a planned stop, 0 with a setup tag).',
  raiseConfidence: ['Import more trades: 2 closed trades so far; the record counts fully from 100.'],
  closedTrades: 2,
  tradingRules: [item('Set a stop before every entry.', 'Your Risk per Trade setting.')],
  riskManagement: [{ __typename: 'RiskFigure', name: 'Daily loss limit', value: '3% of account equity (2 full losses)', why: 'Your neuroticism score is 100.' }],
  optimalConditions: [],
  emotionalTriggers: [item('A loss, or a run of them.', 'Your neuroticism score is 100 of 100.')],
  biasAlerts: [],
  coachingTips: [],
  strategyRecommendations: [],
  hypotheses: [{ __typename: 'HypothesisTest', trait: 'neuroticism', score: 100, hypothesis: 'Results may worsen after a loss.', verdict: 'NOT_ENOUGH_DATA', evidence: 'Not enough data yet.' }],
};
const RULES = [
  { __typename: 'RiskRule', id: '1', kind: 'daily_loss', limit: '500', unit: 'usd', accountId: null, breachesLast30Days: 3 },
  { __typename: 'RiskRule', id: '2', kind: 'max_trades_per_day', limit: '5', unit: 'trades', accountId: 'U123', breachesLast30Days: 0 },
];
const ASSESSMENT = { __typename: 'PsychologyAssessment', id: '7' };

describe('the Play Book page', () => {
  it('asks for the assessment first', async () => {
    const user = userEvent.setup();
    renderCoachingPage(<PlaybookPage />, '/playbook', {
      RiskRules: () => ({ data: { riskRules: RULES } }), PlaybookPage: () => ({ data: { psychologyAssessment: null, playbook: null } }) });
    expect(await screen.findByText('Psychology Assessment Required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Assessment' }));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('generates the first Play Book, then shows it with its Active badge, confidence and reasons', async () => {
    const user = userEvent.setup();
    let generated = false;
    const { server } = renderCoachingPage(<PlaybookPage />, '/playbook', {
      RiskRules: () => ({ data: { riskRules: RULES } }),
      PlaybookPage: () => ({ data: { psychologyAssessment: ASSESSMENT, playbook: generated ? PLAYBOOK : null } }),
      GeneratePlaybook: () => {
        generated = true;
        return { data: { generatePlaybook: PLAYBOOK } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate My Play Book' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Confidence: 36%')).toBeInTheDocument();
    expect(screen.getByText('Why: Your Risk per Trade setting.')).toBeInTheDocument();
    for (const tab of ['Trading Rules', 'Risk Management', 'Optimal Conditions', 'Psychology', 'AI Coaching']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Psychology' }));
    expect(screen.getByText('Not enough data yet. Not enough data yet.')).toBeInTheDocument();
    expect(server.callsOf('GeneratePlaybook')).toHaveLength(1);
  });

  it('says so when generation fails', async () => {
    const user = userEvent.setup();
    renderCoachingPage(<PlaybookPage />, '/playbook', {
      RiskRules: () => ({ data: { riskRules: RULES } }),
      PlaybookPage: () => ({ data: { psychologyAssessment: ASSESSMENT, playbook: PLAYBOOK } }),
      GeneratePlaybook: () => {
        throw new Error('offline');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Failed to generate Play Book. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });

  it("says why when the server refuses to regenerate, in the server's words", async () => {
    const user = userEvent.setup();
    renderCoachingPage(<PlaybookPage />, '/playbook', {
      RiskRules: () => ({ data: { riskRules: RULES } }),
      PlaybookPage: () => ({ data: { psychologyAssessment: ASSESSMENT, playbook: PLAYBOOK } }),
      GeneratePlaybook: () => ({ data: null, errors: [{ message: 'This is the demo journal: sign up to keep your own trades', extensions: { code: 'DEMO_READ_ONLY' } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Failed to generate Play Book. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This is the demo journal: sign up to keep your own trades')).toBeInTheDocument();
  });

  it("shows the trader's own rules in the Risk Management tab, with how often each was broken in 30 days", async () => {
    const user = userEvent.setup();
    renderCoachingPage(<PlaybookPage />, '/playbook', {
      RiskRules: () => ({ data: { riskRules: RULES } }),
      PlaybookPage: () => ({ data: { psychologyAssessment: ASSESSMENT, playbook: PLAYBOOK } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Risk Management' }));
    const rules = await screen.findByRole('region', { name: 'Your risk rules' });
    expect(rules).toHaveTextContent('Daily loss limit: $500. Broken 3 times in the last 30 days.');
    expect(rules).toHaveTextContent('Maximum trades per day: 5 trades (account U123). Not broken in the last 30 days.');
  });
});
