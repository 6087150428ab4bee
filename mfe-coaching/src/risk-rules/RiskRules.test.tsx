import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCoachingPage } from '../testing/renderCoachingPage';
import PlaybookPage from '../pages/PlaybookPage';

const rule = (id: string, kind: string, limit: string, unit: string, breachesLast30Days = 0, accountId: string | null = null) => ({ __typename: 'RiskRule', id, kind, limit, unit, accountId, breachesLast30Days });
const NO_PLAYBOOK = { data: { psychologyAssessment: null, playbook: null } };

function renderWith(rules: ReturnType<typeof rule>[], setRiskRules?: (variables: Record<string, unknown>) => { data: unknown; errors?: unknown[] }) {
  let stored = rules;
  return renderCoachingPage(<PlaybookPage />, '/playbook', {
    PlaybookPage: () => NO_PLAYBOOK,
    RiskRules: () => ({ data: { riskRules: stored } }),
    SetRiskRules: (variables) => {
      const answer = setRiskRules?.(variables) ?? { data: null };
      if (answer.data) stored = (answer.data as { setRiskRules: ReturnType<typeof rule>[] }).setRiskRules;
      return answer as never;
    },
  });
}

describe('the risk rules form', () => {
  it('says there are no rules yet, and saves a first daily loss limit in R', async () => {
    const user = userEvent.setup();
    const { server } = renderWith([], () => ({ data: { setRiskRules: [rule('4', 'daily_loss', '2', 'r')] } }));
    expect(await screen.findByText(/No risk rules yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const form = screen.getByRole('form', { name: 'Risk rules' });
    expect(within(form).getByLabelText('Rule')).toHaveValue('daily_loss');
    await user.type(within(form).getByLabelText('Limit'), '2');
    await user.selectOptions(within(form).getByLabelText('Unit'), 'r');
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(await screen.findByText('Risk rules saved')).toBeInTheDocument();
    expect(server.callsOf('SetRiskRules')[0]!.variables).toEqual({ rules: [{ kind: 'daily_loss', limit: '2', unit: 'r', accountId: null }] });
    expect(await screen.findByDisplayValue('2')).toBeInTheDocument();
  });

  it('refuses a bad limit naming the rule and the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderWith([rule('1', 'max_trades_per_day', '5', 'trades')]);
    const limit = await screen.findByLabelText('Limit');
    await user.clear(limit);
    await user.type(limit, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Rule 1 (Maximum trades per day): Limit must be a whole number of trades.');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription('Rule 1 (Maximum trades per day): Limit must be a whole number of trades.');
    await user.clear(limit);
    await user.type(limit, '-3');
    expect(screen.getByRole('alert')).toHaveTextContent('Rule 1 (Maximum trades per day): Limit must be a number above 0');
    expect(server.callsOf('SetRiskRules')).toHaveLength(0);
  });

  it('refuses the same rule twice for one account scope', async () => {
    const user = userEvent.setup();
    const { server } = renderWith([rule('1', 'daily_loss', '500', 'usd')], () => ({ data: { setRiskRules: [rule('1', 'daily_loss', '500', 'usd'), rule('2', 'daily_loss', '300', 'usd', 0, 'U123')] } }));
    await screen.findByLabelText('Limit');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const second = screen.getAllByRole('group')[1]!;
    await user.selectOptions(within(second).getByLabelText('Rule'), 'daily_loss');
    await user.type(within(second).getByLabelText('Limit'), '300');
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Rule 2 (Daily loss limit): this rule is already set for every account');
    await user.type(within(second).getByLabelText('Account (optional)'), 'U123');
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(server.callsOf('SetRiskRules')[0]!.variables).toEqual({
      rules: [{ kind: 'daily_loss', limit: '500', unit: 'usd', accountId: null }, { kind: 'daily_loss', limit: '300', unit: 'usd', accountId: 'U123' }],
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWith([rule('1', 'trailing_drawdown', '2000', 'usd')], () => ({ data: null, errors: [{ message: 'rules[0].limit must be a number above 0 and at most 1000000000, like 500 or 2.5.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    const limit = await screen.findByLabelText('Limit');
    await user.clear(limit);
    await user.type(limit, '2500');
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(await screen.findByText(/Not saved: rules\[0\]\.limit must be a number above 0/)).toBeInTheDocument();
    expect(limit).toHaveValue('2500');
  });

  it('removes every rule by saving an empty list', async () => {
    const user = userEvent.setup();
    const { server } = renderWith([rule('1', 'max_position_size', '1000', 'shares')], () => ({ data: { setRiskRules: [] } }));
    await user.click(await screen.findByRole('button', { name: 'Remove rule 1 (Maximum position size)' }));
    await user.click(screen.getByRole('button', { name: 'Save risk rules' }));
    expect(await screen.findByText('You have no risk rules now.')).toBeInTheDocument();
    expect(server.callsOf('SetRiskRules')[0]!.variables).toEqual({ rules: [] });
  });
});
