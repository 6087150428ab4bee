import { useState, type FormEvent } from 'react';
import { Button, Input, Label, Select } from '@tj/design-system';
import { hasErrors, inputsOf, KIND_ORDER, RULE_KINDS, type RiskRuleKind, type RowErrors, rowErrors, type RuleRow } from '../model/riskRuleForm';

export interface RiskRulesFormProps {
  initial: RuleRow[];
  saving: boolean;
  /** The server's refusal, shown above the rules (it names the field: rules[1].limit ...). */
  refusal: string | null;
  onSave(rules: ReturnType<typeof inputsOf>): void;
}

let nextKey = 1000;

function RuleFields({ row, index, errors, onChange, onRemove }: { row: RuleRow; index: number; errors: RowErrors; onChange(row: RuleRow): void; onRemove(): void }) {
  const id = (field: string) => `risk-rule-${row.key}-${field}`;
  const info = RULE_KINDS[row.kind];
  const errorOf = (field: keyof RowErrors) =>
    errors[field] && (
      <p id={id(`${field}-error`)} role="alert" style={{ margin: '4px 0 0', color: 'var(--color-destructive, #b91c1c)' }}>
        {errors[field]}
      </p>
    );
  return (
    <fieldset style={{ border: '1px solid var(--color-border, #d4d4d8)', borderRadius: 8, padding: 12, margin: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', alignItems: 'start' }}>
      <legend style={{ fontWeight: 600, padding: '0 4px' }}>Rule {index + 1}</legend>
      <div>
        <Label htmlFor={id('kind')}>Rule</Label>
        <Select id={id('kind')} value={row.kind} aria-describedby={errors.kind ? id('kind-error') : id('hint')} options={KIND_ORDER.map((kind) => ({ value: kind, label: RULE_KINDS[kind].label }))}
          onChange={(event) => { const kind = event.target.value as RiskRuleKind; onChange({ ...row, kind, unit: RULE_KINDS[kind].units[0]!.value }); }} style={{ width: '100%' }} />
        <p id={id('hint')} style={{ margin: '4px 0 0', fontSize: 13 }}>{info.hint}</p>
        {errorOf('kind')}
      </div>
      <div>
        <Label htmlFor={id('limit')}>Limit</Label>
        <Input id={id('limit')} inputMode="decimal" value={row.limit} invalid={Boolean(errors.limit)} aria-describedby={errors.limit ? id('limit-error') : undefined} onChange={(event) => onChange({ ...row, limit: event.target.value })} />
        {errorOf('limit')}
      </div>
      <div>
        <Label htmlFor={id('unit')}>Unit</Label>
        <Select id={id('unit')} value={row.unit} options={[...info.units]} disabled={info.units.length === 1} onChange={(event) => onChange({ ...row, unit: event.target.value })} style={{ width: '100%' }} />
      </div>
      <div>
        <Label htmlFor={id('account')}>Account (optional)</Label>
        <Input id={id('account')} value={row.accountId} placeholder="Every account" invalid={Boolean(errors.accountId)} aria-describedby={errors.accountId ? id('accountId-error') : undefined} onChange={(event) => onChange({ ...row, accountId: event.target.value })} />
        {errorOf('accountId')}
      </div>
      <div style={{ alignSelf: 'end' }}>
        <Button type="button" variant="outline" onClick={onRemove} aria-label={`Remove rule ${index + 1} (${info.label})`}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

/** The trader's risk rules, all optional, edited together and saved at once (setRiskRules replaces them all). */
export function RiskRulesForm({ initial, saving, refusal, onSave }: RiskRulesFormProps) {
  const [rows, setRows] = useState<RuleRow[]>(initial);
  const [checked, setChecked] = useState(false);
  const errors = rowErrors(rows);
  const shown = checked ? errors : rows.map(() => ({}));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!hasErrors(errors)) onSave(inputsOf(rows));
  };
  const add = () => {
    const used = new Set(rows.map(({ kind }) => kind));
    const kind = KIND_ORDER.find((candidate) => !used.has(candidate)) ?? 'daily_loss';
    nextKey += 1;
    setRows([...rows, { key: nextKey, kind, limit: '', unit: RULE_KINDS[kind].units[0]!.value, accountId: '' }]);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Risk rules" style={{ display: 'grid', gap: 12 }}>
      {refusal && (
        <p role="alert" style={{ margin: 0, color: 'var(--color-destructive, #b91c1c)' }}>
          Not saved: {refusal}
        </p>
      )}
      {rows.length === 0 && <p style={{ margin: 0 }}>No risk rules yet. Each is optional: add the limits you trade by, and every import is checked against them.</p>}
      {rows.map((row, index) => (
        <RuleFields key={row.key} row={row} index={index} errors={shown[index]!} onChange={(changed) => setRows(rows.map((other) => (other.key === row.key ? changed : other)))} onRemove={() => setRows(rows.filter((other) => other.key !== row.key))} />
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" variant="outline" onClick={add}>
          Add rule
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save risk rules'}
        </Button>
      </div>
    </form>
  );
}
