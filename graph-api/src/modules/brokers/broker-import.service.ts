import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { type ImportedExecution, linkAssignments } from '../trades';
import { ImportError, type ImportOutcome, type ImportService } from '../imports';
import { brokerEntry, type PlatformId } from '../../infra/platforms';
import type { BrokerConnectionService } from './broker-connection.service';
import { BrokerError } from './broker.errors';
import { BrokerApiError } from './clients/broker-api-error';
import type { BrokerClients, StoredBrokerSecrets } from './broker-clients';

export interface BrokerCredentials {
  apiKey?: string | null;
  secretKey?: string | null;
  token?: string | null;
  baseUrl?: string | null;
}

export interface BrokerImportRequest {
  platform: string;
  credentials: BrokerCredentials | null;
  startDate: Date;
  endDate: Date;
}

const MAX_RANGE_DAYS = 366;

/**
 * The API path of the Import Trade Center: asks the broker for the fills of a date range and
 * stores them as one import (overlapping ranges add nothing twice). Credentials that worked are
 * kept sealed so the next import needs none; Schwab works from its stored OAuth authorization.
 */
export class BrokerImportService {
  constructor(
    private readonly imports: ImportService,
    private readonly connections: BrokerConnectionService,
    private readonly clients: BrokerClients,
    private readonly clock: Clock,
  ) {}

  async import(em: EntityManager, userId: number, request: BrokerImportRequest): Promise<ImportOutcome> {
    const startedAt = this.clock.now();
    const entry = brokerEntry(request.platform);
    if (!entry || !entry.apiSupported) {
      throw new BrokerError('unknown_platform', `"${request.platform}" has no API import. Choose Interactive Brokers, Alpaca or Charles Schwab, or upload a CSV.`);
    }
    checkRange(request.startDate, request.endDate);
    const platform = entry.id;
    try {
      const secrets = await this.secretsFor(em, userId, platform, request.credentials);
      const source = this.clients.sourceFor(secrets, (renewed: StoredBrokerSecrets) => this.connections.save(em, userId, platform, renewed, this.clients.expiryOf(renewed)));
      // The shares an assignment or exercise delivered, linked to their option (docs/options.md); the answers list them.
      const executions: ImportedExecution[] = linkAssignments(await source.fetchExecutions({ start: request.startDate, end: request.endDate }), 'in-file');
      const outcome = await this.imports.commit(em, userId, { platform, method: 'api', fileName: null, executions, warnings: [], range: { start: request.startDate, end: request.endDate } }, startedAt);
      if (request.credentials) await this.connections.save(em, userId, platform, secrets, this.clients.expiryOf(secrets));
      return outcome;
    } catch (error) {
      const failure = error instanceof BrokerApiError ? brokerErrorOf(error) : error;
      if (failure instanceof ImportError || failure instanceof BrokerError) {
        await this.imports.recordFailure(em, userId, { platform, method: 'api', fileName: null, errors: [failure.message], startedAt });
      }
      throw failure;
    }
  }

  private async secretsFor(em: EntityManager, userId: number, platform: PlatformId, credentials: BrokerCredentials | null): Promise<StoredBrokerSecrets> {
    if (credentials && platform !== 'schwab') return this.clients.secretsFromForm(platform, credentials);
    const stored = await this.connections.read<StoredBrokerSecrets>(em, userId, platform);
    if (!stored) {
      const what = platform === 'schwab' ? 'Connect Charles Schwab first: authorization is completed in the browser.' : 'Enter your API credentials.';
      throw new BrokerError('not_connected', what);
    }
    return stored;
  }
}

function checkRange(start: Date, end: Date): void {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new BrokerError('validation_error', 'start_date and end_date must be ISO dates.');
  if (start >= end) throw new BrokerError('validation_error', 'start_date must be before end_date.');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) throw new BrokerError('validation_error', `The date range can be at most ${MAX_RANGE_DAYS} days.`);
}

function brokerErrorOf(error: BrokerApiError): BrokerError {
  switch (error.kind as BrokerApiError['kind']) {
    case 'auth':
    case 'bad_request':
      return new BrokerError('broker_auth', error.message);
    case 'rate_limited':
      return new BrokerError('broker_rate_limited', error.message, true);
    case 'unavailable':
      return new BrokerError('broker_unavailable', error.message, true);
    case 'bad_response':
      return new BrokerError('broker_unavailable', error.message);
  }
}
