import { isIP } from 'node:net';
import type { ImportedExecution } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';
import type { BrokerExecutionSource, HttpOptions } from '../broker-execution-source';
import { BrokerHttp } from '../broker-http';
import type { JsonRecord } from '../json-values';
import { asRecord } from '../json-values';
import { executionsOfFlexCsv, isFlexCsv } from './flex-csv';
import { executionsOfFlexStatement } from './flex-statement';
import { brokerErrorOf, FlexServiceError, STATEMENT_NOT_AVAILABLE } from './flex-status';
import { type FlexWindow, flexWindowsOf } from './flex-windows';
import { parseFlexXml, textIn } from './flex-xml';

export interface IbkrFlexSettings extends HttpOptions {
  /** …/AccountManagement/FlexWebService; SendRequest is under it, GetStatement is wherever IBKR says. */
  baseUrl: string;
  token: string;
  queryId: string;
  now?: () => Date;
}

/** Retries of one step on the retryable codes (1019 "generation in progress", 1018, 1009…). */
const MAX_RETRIES = 6;
const MAX_WAIT_MS = 30_000;
/** IBKR requires a User-Agent naming the technology and version (Flex Web Service guide). */
const USER_AGENT = `Node.js/${process.versions.node}`;

interface StatementAccess {
  referenceCode: string;
  url: URL;
}

/** What the service answers: XML (statuses, and statements of XML queries), or the report of a CSV query. */
type FlexAnswer = { xml: JsonRecord; csv?: undefined } | { csv: string; xml?: undefined };

/**
 * Interactive Brokers Flex Web Service, version 3: SendRequest (token, query id, optional period)
 * answers a reference code and the URL to fetch the statement from; GetStatement on that URL
 * answers the report, or 1019 while it is being generated. Retryable codes are polled with a
 * growing wait; the others become errors the trader can act on.
 */
export class IbkrFlexClient implements BrokerExecutionSource {
  private readonly http: BrokerHttp;
  private readonly now: () => Date;

  constructor(private readonly settings: IbkrFlexSettings) {
    this.http = new BrokerHttp('Interactive Brokers', settings);
    this.now = settings.now ?? (() => new Date());
  }

  async fetchExecutions(range: { start: Date; end: Date }): Promise<ImportedExecution[]> {
    const executions: ImportedExecution[] = [];
    for (const window of flexWindowsOf(range, this.now())) executions.push(...(await this.executionsOf(window)));
    return executions.filter(({ executedAtMs }) => executedAtMs >= range.start.getTime() && executedAtMs <= range.end.getTime());
  }

  private async executionsOf(window: FlexWindow | null): Promise<ImportedExecution[]> {
    try {
      const report = await this.statement(window);
      return report.csv !== undefined ? executionsOfFlexCsv(report.csv, this.now()) : executionsOfFlexStatement(report.xml, this.now());
    } catch (error) {
      if (!(error instanceof FlexServiceError)) throw error;
      // IBKR answers 1003 when an explicit period holds no data; the query's own period may
      // still cover the range (the fills are filtered to it afterwards).
      if (error.code === STATEMENT_NOT_AVAILABLE && window) return this.executionsOf(null);
      throw brokerErrorOf(error);
    }
  }

  private async statement(window: FlexWindow | null): Promise<FlexAnswer> {
    const access = await this.withRetries(() => this.sendRequest(window));
    return this.withRetries(() => this.getStatement(access));
  }

  private async withRetries<T>(step: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await step();
      } catch (error) {
        if (!(error instanceof FlexServiceError) || !error.retryable || retry >= MAX_RETRIES) throw error;
        await this.http.sleep(Math.min(error.firstWaitMs * 1.5 ** retry, MAX_WAIT_MS));
      }
    }
  }

  private async sendRequest(window: FlexWindow | null): Promise<StatementAccess> {
    const url = new URL(`${this.settings.baseUrl}/SendRequest`);
    url.searchParams.set('t', this.settings.token);
    url.searchParams.set('q', this.settings.queryId);
    url.searchParams.set('v', '3');
    if (window) {
      url.searchParams.set('fd', window.from);
      url.searchParams.set('td', window.to);
    }
    const { xml } = await this.get(url);
    const envelope = asRecord(xml?.FlexStatementResponse);
    if (!envelope) throw this.http.badResponse('SendRequest did not answer a FlexStatementResponse');
    throwIfFailed(envelope);
    const referenceCode = textIn(envelope, 'ReferenceCode');
    if (!/^\d+$/.test(referenceCode)) throw this.http.badResponse('SendRequest answered no reference code');
    return { referenceCode, url: this.statementUrl(textIn(envelope, 'Url')) };
  }

  private async getStatement(access: StatementAccess): Promise<FlexAnswer> {
    const url = new URL(access.url);
    url.searchParams.set('q', access.referenceCode);
    url.searchParams.set('t', this.settings.token);
    url.searchParams.set('v', '3');
    const answer = await this.get(url);
    if (answer.csv !== undefined) return answer;
    const envelope = asRecord(answer.xml.FlexStatementResponse);
    if (envelope) {
      throwIfFailed(envelope);
      throw this.http.badResponse('GetStatement answered a status instead of the statement');
    }
    if (!answer.xml.FlexQueryResponse) throw this.http.badResponse('GetStatement answered neither a statement nor a status');
    return answer;
  }

  /** A Flex Web Service call: its XML or CSV, or a clear error for HTTP failures. */
  private async get(url: URL): Promise<FlexAnswer> {
    const { response, text } = await this.http.send(url, { headers: { 'User-Agent': USER_AGENT, Accept: 'application/xml, text/xml, text/csv' } });
    const body = text.replace(/^\uFEFF/, '').trim();
    const document = body.startsWith('<') ? parseFlexXml(body) : null;
    if (document?.FlexStatementResponse || (response.ok && document)) return { xml: document };
    if (response.status >= 500) throw new BrokerApiError('unavailable', `Interactive Brokers is unavailable (HTTP ${response.status}). Please try again later.`);
    if (!response.ok) throw new BrokerApiError('bad_request', `Interactive Brokers refused the request (HTTP ${response.status}).`);
    if (isFlexCsv(body)) return { csv: body };
    throw this.http.badResponse('it is not XML');
  }

  /**
   * GetStatement must be called where SendRequest says (IBKR moves it between hosts), but the
   * token travels in that URL's query string, so only an address of the configured service's own
   * domain is accepted.
   */
  private statementUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw this.http.badResponse('SendRequest answered no statement URL');
    }
    const base = new URL(this.settings.baseUrl);
    const protocolOk = url.protocol === 'https:' || url.protocol === base.protocol;
    if (!protocolOk || !sameSite(url.hostname, base.hostname)) throw this.http.badResponse(`the statement URL is not on ${base.hostname}'s domain`);
    return url;
  }
}

function throwIfFailed(envelope: JsonRecord): void {
  const status = textIn(envelope, 'Status');
  if (status === 'Success') return;
  const code = textIn(envelope, 'ErrorCode');
  throw new FlexServiceError(code || 'unknown', textIn(envelope, 'ErrorMessage') || `status ${status || 'missing'}`);
}

/** Same host, or two names under the same parent domain (ndcdyn. and gdcdyn.interactivebrokers.com). */
function sameSite(a: string, b: string): boolean {
  if (a === b) return true;
  if (isIP(a.replace(/^\[|\]$/g, '')) || isIP(b.replace(/^\[|\]$/g, ''))) return false;
  const parent = (host: string) => host.split('.').slice(-2).join('.');
  return parent(a) === parent(b) && a.includes('.');
}
