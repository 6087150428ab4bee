import type { Instrument } from './instruments';

/** The broker's direction of one fill. Opening a short is a SELL; covering it is a BUY. */
export type ExecutionSide = 'BUY' | 'SELL';

/** Whether the broker says a fill opens or closes a position. */
export type PositionEffect = 'open' | 'close';

/** How the file says an option left the account other than by a trade (docs/options.md, "Assignment and exercise"). */
export type AssignmentKind = 'assigned' | 'exercised';

/**
 * One fill as an importer hands it over: normalised, but nothing computed from other rows.
 * Every importer (CSV or API) produces these; the FIFO matcher turns them into round trips.
 * Numbers are decimal strings (see decimal-text.ts) so no binary float ever touches money.
 */
export interface ImportedExecution {
  /** 1-based line in the source file (for an API, the 1-based position in the answer), named in errors. */
  line: number;
  /** The broker account as the source names it; '' when the source does not say. */
  accountId: string;
  instrument: Instrument;
  side: ExecutionSide;
  /** Positive decimal string; fractional shares and crypto allowed. */
  quantity: string;
  /** Price per unit (per share; per contract before the multiplier, as brokers quote it). */
  price: string;
  /** Broker commission as a cost: '0' or positive ('-0.5' would be a rebate). */
  commission: string;
  /** Exchange, regulatory and other fees as a cost, same sign rule as commission. */
  fees: string;
  /**
   * The instant, in epoch milliseconds; each importer applies its platform's time zone convention.
   * A number rather than a Date: a 10 MB file's 175 000 Date objects were a quarter of its parse.
   */
  executedAtMs: number;
  /** The broker's own execution id when the source has one: the dedupe key across imports. */
  externalId: string | null;
  /**
   * The broker's id of the order that filled it, when the source has one. The legs of one
   * multi-leg order share it: they form one position however far apart their fills are stamped
   * (docs/options.md, "Multi-leg positions"). Stored with the fill; never its dedupe key (one order
   * fills in several executions).
   */
  orderId?: string;
  /**
   * When the broker states it ("to open/to close", or a platform that marks short sales: a plain
   * sale there closes). A close never opens a position: with nothing open before it, it closes a
   * position opened before the imported history (see matchExecutions). Unstated, the matcher
   * follows the running position.
   */
  positionEffect?: PositionEffect;
  /**
   * The realized P&L the file itself states for this fill (DAS Trader's P / L), decimal text: the
   * broker's side of the import's reconciliation (docs/importing.md). Never stored with the fill.
   */
  statedPnl?: string;
  /**
   * The net cash the file states this fill moved (TradeZero's Net Proceeds; E*TRADE's, Fidelity's
   * and Schwab's Amount): paid below 0, received above, decimal text. The broker's side of the
   * reconciliation for files that state no P&L (docs/importing.md). Never stored with the fill.
   */
  statedAmount?: string;
  /**
   * The file gives the fill's date but not its time (E*TRADE, Fidelity, Schwab's Transactions CSV):
   * `executedAtMs` holds a placeholder time of that date, not the real one (issue 27; not stored yet).
   */
  timeNotGiven?: true;
  /**
   * On an option's closing row at 0: the file says the contract was assigned or exercised (not sold
   * or expired). The trade it closes ends with this exitKind (docs/options.md).
   */
  closeKind?: AssignmentKind;
  /**
   * On a stock fill: the option (its stored symbol) whose assignment or exercise delivered these
   * shares, so the stock trade and the option trade link to each other (see linkAssignments).
   */
  assignedFrom?: string;
}

/**
 * A source's order id as stored with the fill (ImportedExecution.orderId): trimmed, and nothing for
 * an empty cell or a placeholder ("N/A", "0", "-": IBKR books assignments and expirations under no
 * order), which would otherwise put every such leg in one order.
 */
export function brokerOrderIdOf(text: string | null | undefined): Pick<ImportedExecution, 'orderId'> {
  const id = text?.trim() ?? '';
  return id === '' || id === '0' || id === '-' || id.toUpperCase() === 'N/A' ? {} : { orderId: id };
}

/**
 * The group a fill belongs to: its account and instrument. The matcher works group by group, and
 * each group is one `account_instrument` row.
 */
export const groupKeyOf = ({ accountId, instrument }: Pick<ImportedExecution, 'accountId' | 'instrument'>) => `${accountId}\u0000${instrument.symbol}`;

/** Whether two fills are of one group (groupKeyOf), without building either key. */
export const inSameGroup = (a: Pick<ImportedExecution, 'accountId' | 'instrument'>, b: Pick<ImportedExecution, 'accountId' | 'instrument'>) =>
  a.accountId === b.accountId && a.instrument.symbol === b.instrument.symbol;

/** A row the importer cannot read: the whole file is refused with this line and reason. */
export class ImportRowError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = 'ImportRowError';
  }
}

/** The file as a whole is not what was expected (wrong platform, no header, no trades section). */
export class ImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFormatError';
  }
}
