import { Job } from '../jobs/job.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { RiskBreach, StoredRiskRule } from '../modules/risk-rules/risk-rule.entity';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from '../modules/dashboard-summary/summary/analytics-summary.entities';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { OAuthState } from '../modules/auth/oauth-state.entity';
import { EmailLink } from '../modules/auth/email-link.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { RateLimitCounter } from '../modules/auth/rate-limit-counter.entity';
import { Session } from '../modules/auth/session.entity';
import { TwoFactor } from '../modules/auth/two-factor.entity';
import { BrokerConnection } from '../modules/brokers/broker-connection.entity';
import { TradeImport } from '../modules/imports/import.entity';
import { InsightRun, StoredInsight } from '../modules/insights/insight.entity';
import { Candle } from '../modules/market-data/candle.entity';
import { CandleRange } from '../modules/market-data/candle-range.entity';
import { DemoJournal } from '../modules/demo/demo-journal.entity';
import { DayJournalEntry } from '../modules/journal/day-journal-entry.entity';
import { JournalTag } from '../modules/journal/journal-tag.entity';
import { TradeJournalEntry } from '../modules/journal/trade-journal-entry.entity';
import { TradeJournalTag } from '../modules/journal/trade-journal-tag.entity';
import { AccountInstrument } from '../modules/trades/account-instrument.entity';
import { Execution } from '../modules/trades/execution.entity';
import { Trade } from '../modules/trades/trade.entity';
import { StoredTradeFills } from '../modules/trades/trade-fills.entity';
import { PositionChoice } from '../modules/trades/positions/position-choice.entity';
import { PsychologyAssessment } from '../modules/coaching/assessment/psychology-assessment.entity';
import { Playbook } from '../modules/coaching/playbook/playbook.entity';
import { UserSettings } from '../modules/settings/user-settings.entity';
import { User } from '../infra/users/user.entity';

/**
 * Every entity, listed rather than discovered from folders, so src/ and dist/ behave the same. Listed
 * file by file rather than read from registry.ts: the worker threads open an ORM with this list, and
 * the modules' entries would load every module (resolvers, routes) into each of them, doubling their
 * start. entities.test.ts holds this list to the modules' own (ApiModule.entities).
 */
export const ENTITIES = [User, Session, PasswordResetToken, EmailLink, RateLimitCounter, TwoFactor, OAuthState, ApiKey, UserSettings, TradeImport, AccountInstrument, Execution, Trade, StoredTradeFills, PositionChoice, BrokerConnection, JournalTag, TradeJournalEntry, TradeJournalTag, DayJournalEntry, AnalyticsState, AnalyticsDay, AnalyticsInstrument, StoredInsight, InsightRun, Candle, CandleRange, PsychologyAssessment, Playbook, DemoJournal, Job, Notification, StoredRiskRule, RiskBreach];
