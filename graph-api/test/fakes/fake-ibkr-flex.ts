import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Big from 'big.js';
import express from 'express';

/** The attributes of one <Trade> row of an Activity Flex statement, as IBKR writes them (all text). */
export type FlexTradeAttributes = Record<string, string>;

export interface FlexTradeSpec {
  symbol: string;
  buySell: 'BUY' | 'SELL' | 'BUY (Ca.)' | 'SELL (Ca.)';
  /** Unsigned; the row gets IBKR's sign (negative for sells). */
  quantity: string;
  tradePrice: string;
  /** Wall-clock New York time as Flex writes it by default: "yyyyMMdd;HHmmss". */
  dateTime: string;
  /** Cash, negative: "-1.05". */
  ibCommission?: string;
  assetCategory?: 'STK' | 'OPT' | 'FUT' | 'FOP' | 'CASH';
  multiplier?: string;
  underlyingSymbol?: string;
  strike?: string;
  expiry?: string;
  putCall?: 'C' | 'P' | '';
  accountId?: string;
  ibExecID?: string;
  tradeID?: string;
  origTradeID?: string;
  openCloseIndicator?: 'O' | 'C' | 'C;O' | '';
  notes?: string;
  levelOfDetail?: string;
  currency?: string;
}

let tradeCounter = 0;

/** A Trade row like those of real Activity Flex statements: signed quantity, proceeds of the opposite sign, negative commission. */
export function flexTrade(spec: FlexTradeSpec): FlexTradeAttributes {
  tradeCounter += 1;
  const sells = spec.buySell.startsWith('SELL');
  const quantity = new Big(spec.quantity).times(sells ? -1 : 1);
  const multiplier = spec.multiplier ?? '1';
  const tradeMoney = quantity.times(spec.tradePrice).times(multiplier);
  const commission = spec.ibCommission ?? '0';
  const proceeds = tradeMoney.neg();
  const [date = '', time = ''] = spec.dateTime.split(';');
  return {
    accountId: spec.accountId ?? 'U1234567',
    acctAlias: '',
    model: 'Independent',
    currency: spec.currency ?? 'USD',
    fxRateToBase: '1',
    assetCategory: spec.assetCategory ?? 'STK',
    symbol: spec.symbol,
    description: spec.symbol,
    conid: String(100_000 + tradeCounter),
    underlyingSymbol: spec.underlyingSymbol ?? (spec.assetCategory === undefined || spec.assetCategory === 'STK' ? spec.symbol : ''),
    multiplier,
    strike: spec.strike ?? '',
    expiry: spec.expiry ?? '',
    putCall: spec.putCall ?? '',
    tradeID: spec.tradeID ?? String(2_268_125_000 + tradeCounter),
    reportDate: date,
    dateTime: spec.dateTime,
    tradeDate: date,
    settleDateTarget: date,
    transactionType: 'ExchTrade',
    exchange: 'NASDAQ',
    quantity: quantity.toFixed(),
    tradePrice: spec.tradePrice,
    tradeMoney: tradeMoney.toFixed(),
    proceeds: proceeds.toFixed(),
    taxes: '0',
    ibCommission: commission,
    ibCommissionCurrency: 'USD',
    netCash: proceeds.plus(commission).toFixed(),
    openCloseIndicator: spec.openCloseIndicator ?? '',
    notes: spec.notes ?? '',
    origTradeID: spec.origTradeID ?? '',
    buySell: spec.buySell,
    ibOrderID: String(1_115_450_000 + tradeCounter),
    ibExecID: spec.ibExecID ?? `0000fed1.${randomBytes(4).toString('hex')}.01.01`,
    orderTime: `${date};${time}`,
    levelOfDetail: spec.levelOfDetail ?? 'EXECUTION',
    orderType: 'LMT',
    isAPIOrder: 'N',
  };
}

export interface FakeIbkrFlexOptions {
  token: string;
  queryId: string;
  trades: FlexTradeAttributes[];
  /** How many GetStatement calls answer 1019 "generation in progress" before the statement (default 0). */
  pendingPolls?: number;
}

/** One request the fake received (the token is kept: tests check it went where it should). */
export interface FakeIbkrFlexRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
}

const SERVICE_PATH = '/AccountManagement/FlexWebService';
/** Where SendRequest says the statement is: another "host" than the base URL, as IBKR does (gdcdyn vs ndcdyn). */
const STATEMENT_PATH = `/gdcdyn${SERVICE_PATH}/GetStatement`;

/**
 * A local IBKR Flex Web Service v3: SendRequest answers a FlexStatementResponse
 * with a reference code and the GetStatement URL; GetStatement answers 1019 a chosen number of
 * times, then the Activity Flex XML statement of the requested fd/td period. Error codes are
 * IBKR's: 1012 expired token, 1015 invalid token, 1014 invalid query, 1020 invalid request…
 */
export class FakeIbkrFlex {
  readonly requests: FakeIbkrFlexRequest[] = [];
  private trades: FlexTradeAttributes[];
  private tokenExpired = false;
  private readonly failures: Array<{ step: 'SendRequest' | 'GetStatement'; code: string; message: string }> = [];
  private readonly issued = new Map<string, { pendingPolls: number; from: string | null; to: string | null }>();
  private statementOverride: string | null = null;
  private answerDelayMs = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeIbkrFlexOptions,
  ) {
    this.trades = [...options.trades];
  }

  static async start(options: FakeIbkrFlexOptions): Promise<FakeIbkrFlex> {
    const app = express();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeIbkrFlex(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, options);
    fake.mount(app);
    return fake;
  }

  /** What a client is configured with (the documented service path under the fake's address). */
  get baseUrl(): string {
    return `${this.url}${SERVICE_PATH}`;
  }

  get env(): Record<string, string> {
    return { IBKR_FLEX_BASE_URL: this.baseUrl };
  }

  setTrades(trades: FlexTradeAttributes[]): void {
    this.trades = [...trades];
  }

  /** From now on the token is refused with 1012, as after its validity period. */
  expireToken(): void {
    this.tokenExpired = true;
  }

  /** The next call of `step` answers this error code (queued, one use each). */
  failNext(step: 'SendRequest' | 'GetStatement', code: string, message: string): void {
    this.failures.push({ step, code, message });
  }

  /** GetStatement answers this body instead of the statement (a CSV query, a broken answer). */
  answerStatementWith(body: string | null): void {
    this.statementOverride = body;
  }

  /** Every answer waits this long first (for timeout tests). */
  delayAnswers(ms: number): void {
    this.answerDelayMs = ms;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private mount(app: express.Express): void {
    app.use((req, _res, next) => {
      this.requests.push({ path: req.path, query: { ...(req.query as Record<string, string>) }, userAgent: req.get('user-agent') });
      setTimeout(next, this.answerDelayMs);
    });
    app.get(`${SERVICE_PATH}/SendRequest`, (req, res) => {
      const query = req.query as Record<string, string | undefined>;
      const refusal = this.refusalOf('SendRequest', query);
      if (refusal) return void sendXml(res, statusResponse(refusal));
      if (query.q !== this.options.queryId) return void sendXml(res, statusResponse({ code: '1014', message: 'Query is invalid.' }));
      const period = periodOf(query);
      if (period === 'invalid') return void sendXml(res, statusResponse({ code: '1020', message: 'Invalid request or unable to validate request.' }));
      // Issued codes are never forgotten, so the count numbers the next one uniquely (and repeatably).
      const referenceCode = String(1_000_000_000 + this.issued.size);
      this.issued.set(referenceCode, { pendingPolls: this.options.pendingPolls ?? 0, ...period });
      sendXml(res, statusResponse({ referenceCode, url: `${this.url}${STATEMENT_PATH}` }));
    });
    app.get(STATEMENT_PATH, (req, res) => {
      const query = req.query as Record<string, string | undefined>;
      const refusal = this.refusalOf('GetStatement', query);
      if (refusal) return void sendXml(res, statusResponse(refusal));
      const issued = this.issued.get(query.q ?? '');
      if (!issued) return void sendXml(res, statusResponse({ code: '1017', message: 'Reference code is invalid.' }));
      if (issued.pendingPolls > 0) {
        issued.pendingPolls -= 1;
        return void sendXml(res, statusResponse({ code: '1019', message: 'Statement generation in progress. Please try again shortly.' }));
      }
      if (this.statementOverride !== null) return void sendXml(res, this.statementOverride);
      sendXml(res, this.statement(issued.from, issued.to));
    });
    app.use((_req, res) => {
      res.status(404).type('text/html').send('<html><body>Not Found</body></html>');
    });
  }

  /** The checks IBKR makes on every call, in its order: version, User-Agent, token. */
  private refusalOf(step: 'SendRequest' | 'GetStatement', query: Record<string, string | undefined>): { code: string; message: string } | null {
    const queued = this.failures.findIndex((failure) => failure.step === step);
    if (queued >= 0) return this.failures.splice(queued, 1)[0] ?? null;
    if (query.v !== '3') return { code: '1020', message: 'Invalid request or unable to validate request.' };
    if (query.t !== this.options.token) return { code: '1015', message: 'Token is invalid.' };
    if (this.tokenExpired) return { code: '1012', message: 'Token has expired.' };
    return null;
  }

  private statement(from: string | null, to: string | null): string {
    const trades = this.trades.filter((trade) => {
      const day = (trade.tradeDate || trade.dateTime || '').slice(0, 8);
      return (!from || day >= from) && (!to || day <= to);
    });
    const days = this.trades.map((trade) => (trade.tradeDate ?? '').slice(0, 8)).sort();
    const accountId = this.trades[0]?.accountId ?? 'U1234567';
    const rows = trades.map((trade) => `      <Trade ${attributes(trade)} />`).join('\n');
    return [
      `<FlexQueryResponse queryName="Journal" type="AF">`,
      `<FlexStatements count="1">`,
      `<FlexStatement accountId="${accountId}" fromDate="${from ?? days[0] ?? ''}" toDate="${to ?? days[days.length - 1] ?? ''}" period="${from ? '' : 'Last365CalendarDays'}" whenGenerated="${flexNow()}">`,
      `<Trades>`,
      rows,
      `</Trades>`,
      `</FlexStatement>`,
      `</FlexStatements>`,
      `</FlexQueryResponse>`,
    ].join('\n');
  }
}

function periodOf(query: Record<string, string | undefined>): { from: string | null; to: string | null } | 'invalid' {
  if (!query.fd && !query.td) return { from: null, to: null };
  const day = /^\d{8}$/;
  if (!query.fd || !query.td || !day.test(query.fd) || !day.test(query.td) || query.fd > query.td) return 'invalid';
  const ms = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6, 8)));
  // The fd/td override covers at most 365 days.
  if ((ms(query.td) - ms(query.fd)) / 86_400_000 + 1 > 365) return 'invalid';
  return { from: query.fd, to: query.td };
}

function statusResponse(answer: { code: string; message: string } | { referenceCode: string; url: string }): string {
  const timestamp = new Date().toLocaleString('en-US', { timeZone: 'America/New_York', day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const body =
    'code' in answer
      ? `<Status>Fail</Status><ErrorCode>${answer.code}</ErrorCode><ErrorMessage>${escapeXml(answer.message)}</ErrorMessage>`
      : `<Status>Success</Status><ReferenceCode>${answer.referenceCode}</ReferenceCode><Url>${escapeXml(answer.url)}</Url>`;
  return `<FlexStatementResponse timestamp="${escapeXml(timestamp)} EST">${body}</FlexStatementResponse>`;
}

function flexNow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}${parts.month}${parts.day};${parts.hour}${parts.minute}${parts.second}`;
}

function attributes(record: FlexTradeAttributes): string {
  return Object.entries(record)
    .map(([name, value]) => `${name}="${escapeXml(value)}"`)
    .join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sendXml(res: express.Response, body: string): void {
  res.type('text/xml; charset=utf-8').send(body);
}
