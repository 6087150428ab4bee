import type { AllowedStatement } from './shard-key-statements';

const BY_TOKEN = 'found by its secret token, before the caller is known: the lookup vindex on token_hash (deploy/vitess/vschema.json) routes it';
const BY_PRIMARY_KEY =
  "the ORM writes back, by primary key, a row the request read by its user: at the sharding step the unit of work's updates get the user's condition (docs/sharding.md)";
const BY_INSTRUMENT = "the ORM loading the instruments of the user's own trades by their ids: account_instrument_lookup routes each id to its user's shard";
const BY_ENTRY = "the ORM loading the tags of the user's own journal entries by the entries' ids: trade_journal_entry_lookup routes them to the user's shard";

/**
 * Statements on a user-owned table that name no user, and why each is right (docs/sharding.md
 * "What the check allows"). Matched against normalizeSql's spelling. Tables in the unsharded keyspace
 * are not checked at all.
 */
export const STATEMENTS_WITHOUT_USER: AllowedStatement[] = [
  // Sessions and API keys: the token is all a request brings.
  { table: 'session', pattern: /^select s\.id, s\.user_id, .* from session s join user u on u\.id = s\.user_id where s\.token_hash = \?$/, reason: BY_TOKEN },
  { table: 'user', pattern: /^select s\.id, s\.user_id, .* from session s join user u on u\.id = s\.user_id where s\.token_hash = \?$/, reason: BY_TOKEN },
  { table: 'api_key', pattern: /^select k\.id, k\.user_id, .* from api_key k join user u on u\.id = k\.user_id where k\.token_hash = \? and k\.revoked_at is null$/, reason: BY_TOKEN },
  { table: 'user', pattern: /^select k\.id, k\.user_id, .* from api_key k join user u on u\.id = k\.user_id where k\.token_hash = \? and k\.revoked_at is null$/, reason: BY_TOKEN },
  // Retention by date: every shard deletes its own expired rows.
  { table: 'session', pattern: /^delete from session where \(expires_at <= \? or last_seen_at <= \?\)$/, reason: 'retention by date, run on every shard' },
  { table: 'email_link', pattern: /^delete from email_link where expires_at <= \?$/, reason: 'retention by date, run on every shard' },
  // Signing up: the user is what the statement makes, or is looked for by name.
  { table: 'user', pattern: /^insert into user \(/, reason: "a new user: its id, the shard key, comes from the insert (user_seq at the sharding step)" },
  { table: 'user', pattern: /^select count\(\*\) as count from user as u0 where \(u0\.username = \? or u0\.email = \?\)$/, reason: 'is the name taken: user_username_lookup and user_email_lookup answer it' },
  // The demo journal's refresh finds the demo users it replaces.
  { table: 'user', pattern: /^select u0\.id from user as u0 where u0\.demo = true$/, reason: 'demo refresh: the demo users, across shards, once per refresh' },
  // Written back by the ORM's unit of work.
  { table: 'trade_import', pattern: /^update trade_import set executions_count = \?, trades_count = \?(, reconciliation = \?, reconciled = \w+)? where id = \?$/, reason: BY_PRIMARY_KEY },
  { table: 'psychology_assessment', pattern: /^update psychology_assessment set completed_at = \? where id = \?$/, reason: BY_PRIMARY_KEY },
  { table: 'day_journal_entry', pattern: /^update day_journal_entry set updated_at = \? where id = \?$/, reason: BY_PRIMARY_KEY },
  { table: 'journal_tag', pattern: /^update journal_tag set created_at = (\?|case when .* end) where id (= \?|in \(\?\))( returning .*)?$/, reason: BY_PRIMARY_KEY },
  { table: 'trade', pattern: /^update trade set entry_time = (\?|case when .* end), exit_time = .* where id (= \?|in \(\?\))( returning .*)?$/, reason: BY_PRIMARY_KEY },
  { table: 'insight', pattern: /^update insight set created_at = case when .* end where id in \(\?\)( returning .*)?$/, reason: BY_PRIMARY_KEY },
  // Parents and children reached by the ids of the user's own rows.
  { table: 'account_instrument', pattern: /^select .* from (trade|trade_journal_entry) as t0 inner join account_instrument as a1 on t0\.account_instrument_id = a1\.id where .*t0\.user_id = \?/, reason: BY_INSTRUMENT },
  { table: 'account_instrument', pattern: /^select .* from position_choice as p0 inner join account_instrument as a1 on p0\.account_instrument_id = a1\.id where p0\.user_id = \?/, reason: BY_INSTRUMENT },
  { table: 'account_instrument', pattern: /^select a0\.\* from account_instrument as a0 where a0\.id in \(\?\)$/, reason: BY_INSTRUMENT },
  {
    table: 'account_instrument',
    pattern: /^select id, account_id, symbol, asset_class, multiplier, underlying, expiry, strike, option_right from account_instrument where id in \(\?\)( lock in share mode)?$/,
    reason: "the instruments of an import's fills, by their ids (the import was found by its user): account_instrument_lookup routes each id",
  },
  { table: 'journal_tag', pattern: /^select t0\.\*, .* from trade_journal_tag as t0 inner join journal_tag as t1 on t0\.tag_id = t1\.id where t0\.entry_id in \(\?\)$/, reason: BY_ENTRY },
];
