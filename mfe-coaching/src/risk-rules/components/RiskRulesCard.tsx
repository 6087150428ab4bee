import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, CardContent, CardHeader, CardTitle, ErrorPanel, LoadingStatus, refusalOf, useToast } from '@tj/design-system';
import type { RiskRulesQuery, SetRiskRulesMutation } from '../../__generated__/graphql';
import { RISK_RULES_QUERY } from '../graphql/RiskRulesQuery';
import { SET_RISK_RULES_MUTATION } from '../graphql/SetRiskRulesMutation';
import { type inputsOf, isRuleKind, type RuleRow } from '../model/riskRuleForm';
import { RiskRulesForm } from './RiskRulesForm';

const rowsOf = (rules: RiskRulesQuery['riskRules']): RuleRow[] =>
  rules.flatMap((rule, index) => (isRuleKind(rule.kind) ? [{ key: index, kind: rule.kind, limit: rule.limit, unit: rule.unit, accountId: rule.accountId ?? '' }] : []));

/** Where the trader sets their risk rules (issue: risk rules on one page); every import is checked against them. */
export function RiskRulesCard() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery<RiskRulesQuery>(RISK_RULES_QUERY);
  const [save, { loading: saving }] = useMutation<SetRiskRulesMutation>(SET_RISK_RULES_MUTATION, { refetchQueries: ['RiskRules'], awaitRefetchQueries: true });
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new form after each save: its rows are the stored ones.
  const [version, setVersion] = useState(0);

  const onSave = (rules: ReturnType<typeof inputsOf>) => {
    setRefusal(null);
    save({ variables: { rules } })
      .then(() => {
        setVersion((value) => value + 1);
        toast({ title: 'Risk rules saved', description: rules.length === 0 ? 'You have no risk rules now.' : `${rules.length} rule${rules.length === 1 ? '' : 's'} will be checked with every import.` });
      })
      .catch((failure: unknown) => setRefusal(refusalOf(failure) ?? 'Your rules could not be saved; nothing was changed. Try again.'));
  };

  return (
    <Card id="risk-rules">
      <CardHeader>
        <CardTitle as="h2" style={{ margin: 0 }}>
          Your risk rules
        </CardTitle>
        <p style={{ margin: '8px 0 0' }}>Each import is checked against them; a broken rule shows in the notifications, and by e-mail while Risk Alerts is on in Settings.</p>
      </CardHeader>
      <CardContent>
        {loading && !data && <LoadingStatus label="Loading your risk rules" blocks={[120]} />}
        {error && !data && <ErrorPanel title="Your risk rules could not be loaded" message={error.message} onRetry={() => void refetch()} />}
        {data && <RiskRulesForm key={version} initial={rowsOf(data.riskRules)} saving={saving} refusal={refusal} onSave={onSave} />}
      </CardContent>
    </Card>
  );
}
