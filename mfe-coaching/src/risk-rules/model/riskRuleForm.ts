// The risk rules form's rows and their checks, the same as the server's (docs/reports-and-alerts.md, Risk rules).

export type RiskRuleKind = 'daily_loss' | 'max_trades_per_day' | 'loss_beyond_stop' | 'max_position_size' | 'trailing_drawdown';

interface KindInfo {
  label: string;
  units: readonly { value: string; label: string }[];
  hint: string;
}

export const RULE_KINDS: Record<RiskRuleKind, KindInfo> = {
  daily_loss: { label: 'Daily loss limit', units: [{ value: 'usd', label: 'Dollars' }, { value: 'r', label: 'R' }], hint: 'Broken when a day’s net P&L falls below minus this.' },
  max_trades_per_day: { label: 'Maximum trades per day', units: [{ value: 'trades', label: 'Trades' }], hint: 'Broken when a day has more closed trades than this.' },
  loss_beyond_stop: { label: 'Maximum loss beyond the planned stop', units: [{ value: 'usd', label: 'Dollars' }], hint: 'Broken when a trade loses more than its stop planned by over this.' },
  max_position_size: { label: 'Maximum position size', units: [{ value: 'shares', label: 'Shares' }, { value: 'usd', label: 'Dollars' }], hint: 'Broken when one trade is bigger than this.' },
  trailing_drawdown: { label: 'Trailing drawdown from the equity peak', units: [{ value: 'usd', label: 'Dollars' }], hint: 'Broken when equity falls this far below its highest point.' },
};

export const KIND_ORDER = Object.keys(RULE_KINDS) as RiskRuleKind[];

export const isRuleKind = (kind: string): kind is RiskRuleKind => kind in RULE_KINDS;

export interface RuleRow {
  /** Only for React's keys: rows are replaced whole on save. */
  key: number;
  kind: RiskRuleKind;
  limit: string;
  unit: string;
  accountId: string;
}

export type RowErrors = Partial<Record<'limit' | 'accountId' | 'kind', string>>;

const MAX_LIMIT = 1_000_000_000;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Each row's problems, in words that name the rule and the field; an empty list when all can be saved. */
export function rowErrors(rows: readonly RuleRow[]): RowErrors[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const name = `Rule ${index + 1} (${RULE_KINDS[row.kind].label})`;
    const errors: RowErrors = {};
    const limit = row.limit.trim();
    if (!DECIMAL.test(limit) || Number(limit) <= 0 || Number(limit) > MAX_LIMIT) errors.limit = `${name}: Limit must be a number above 0 and at most ${MAX_LIMIT.toLocaleString('en-US')}, like 500 or 2.5.`;
    else if (row.kind === 'max_trades_per_day' && !/^\d+$/.test(limit)) errors.limit = `${name}: Limit must be a whole number of trades.`;
    const account = row.accountId.trim();
    if (account.length > 64) errors.accountId = `${name}: Account must be at most 64 characters.`;
    const scope = `${row.kind}|${account}`;
    if (seen.has(scope)) errors.kind = `${name}: this rule is already set for ${account ? `account ${account}` : 'every account'}; keep one per account.`;
    seen.add(scope);
    return errors;
  });
}

export const hasErrors = (errors: readonly RowErrors[]) => errors.some((row) => Object.keys(row).length > 0);

/** What setRiskRules is sent: trimmed, an empty account meaning every account. */
export const inputsOf = (rows: readonly RuleRow[]) => rows.map(({ kind, limit, unit, accountId }) => ({ kind, limit: limit.trim(), unit, accountId: accountId.trim() || null }));

/** How a stored rule's limit reads: "$500", "2R", "5 trades". */
export function limitText(limit: string, unit: string): string {
  if (unit === 'usd') return `$${Number(limit).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  if (unit === 'r') return `${limit}R`;
  return `${limit} ${unit}`;
}
