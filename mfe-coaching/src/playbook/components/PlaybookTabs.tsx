import { Tabs } from '@tj/design-system';
import type { PlaybookFieldsFragment } from '../../__generated__/graphql';
import { RiskRuleCounts } from '../../risk-rules/components/RiskRuleCounts';
import { PlaybookItemList } from './PlaybookItemList';

const VERDICTS = { CONFIRMED: 'Confirmed by your trades', NOT_CONFIRMED: 'Not confirmed by your trades', NOT_ENOUGH_DATA: 'Not enough data yet' } as const;

function RiskManagement({ figures }: { figures: PlaybookFieldsFragment['riskManagement'] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 12 }}>
      {figures.map((figure) => (
        <div key={figure.name}>
          <dt style={{ fontWeight: 600 }}>{figure.name}</dt>
          <dd style={{ margin: 0 }}>{figure.value}</dd>
          <dd style={{ margin: 0 }}>Why: {figure.why}</dd>
        </div>
      ))}
    </dl>
  );
}

function Hypotheses({ tests }: { tests: PlaybookFieldsFragment['hypotheses'] }) {
  if (tests.length === 0) return null;
  return (
    <section aria-label="Your traits tested on your trades">
      <h3 style={{ margin: '0 0 8px' }}>Your traits tested on your trades</h3>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 12 }}>
        {tests.map((test) => (
          <li key={test.trait}>
            <strong>{test.hypothesis}</strong>
            <p style={{ margin: '4px 0 0' }}>
              {VERDICTS[test.verdict]}. {test.evidence}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2's five tabs. */
export function PlaybookTabs({ playbook }: { playbook: PlaybookFieldsFragment }) {
  return (
    <Tabs
      aria-label="Play Book sections"
      items={[
        { id: 'rules', label: 'Trading Rules', content: <PlaybookItemList title="Trading Rules" items={playbook.tradingRules} /> },
        { id: 'risk', label: 'Risk Management', content: (
            <div style={{ display: 'grid', gap: 20 }}>
              <RiskManagement figures={playbook.riskManagement} />
              <RiskRuleCounts />
            </div>
          ),
        },
        { id: 'conditions', label: 'Optimal Conditions', content: <PlaybookItemList title="Optimal Conditions" items={playbook.optimalConditions} /> },
        {
          id: 'psychology',
          label: 'Psychology',
          content: (
            <div style={{ display: 'grid', gap: 20 }}>
              <PlaybookItemList title="Emotional Triggers" items={playbook.emotionalTriggers} />
              <PlaybookItemList title="Bias Alerts" items={playbook.biasAlerts} />
              <Hypotheses tests={playbook.hypotheses} />
            </div>
          ),
        },
        {
          id: 'coaching',
          label: 'AI Coaching',
          content: (
            <div style={{ display: 'grid', gap: 20 }}>
              <PlaybookItemList title="Coaching Tips" items={playbook.coachingTips} />
              <PlaybookItemList title="Strategy Recommendations" items={playbook.strategyRecommendations} />
            </div>
          ),
        },
      ]}
    />
  );
}
