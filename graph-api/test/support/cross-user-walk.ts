import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/**
 * The cross-user walk of access-control.test.ts: every GraphQL argument and REST parameter that
 * names a user's data, found in the schema and the route table, called by another user with the
 * owner's ids. The kinds of data a user owns that another could name:
 */
export type IdKind = 'trade' | 'tag' | 'apiKey' | 'playbook' | 'day' | 'brokerConnection' | 'import' | 'notification';
export type IdsOf = Record<IdKind, string>;

/** The days a broker import of the walk asks for. */
export const BROKER_RANGE = { start: '2026-07-15T00:00:00.000Z', end: '2026-07-16T00:00:00.000Z' };

/**
 * Every argument that looks like an id (of type ID, or named id, …Id, …Ids, date, day or platform), by coordinate:
 * `Query.trade(id)` for a field's argument, `TradeChartInput.tradeId` for an input's field (every
 * field taking that input is walked with it). null: it looks like an id and names none of a user's
 * data. A new one missing here fails the walk: add the kind of id it takes.
 */
export const GRAPHQL_ID_ARGUMENTS: Record<string, IdKind | null> = {
  'Query.trade(id)': 'trade',
  'Query.tradeAnalysis(tradeId)': 'trade',
  'Query.tradesWithIds(ids)': 'trade',
  'Query.playbook(id)': 'playbook',
  'Query.dayJournalEntry(date)': 'day',
  'Mutation.saveDayJournalEntry(date)': 'day',
  // Any local day of the week whose report is asked for.
  'Query.weeklyReport(day)': 'day',
  'Mutation.updateTradeJournal(tradeId)': 'trade',
  'Mutation.updateManualTrade(tradeId)': 'trade',
  'Mutation.deleteManualTrade(tradeId)': 'trade',
  'Mutation.closePositionManually(tradeId)': 'trade',
  // A manual trade's account: the trader's own name for it, under the manual platform.
  'ManualTradeInput.accountId': null,
  'Mutation.splitPositionLeg(tradeId)': 'trade',
  'Query.mergeCandidates(tradeId)': 'trade',
  'Mutation.mergePositions(tradeIds)': 'trade',
  'Mutation.resetPositionGrouping(tradeId)': 'trade',
  'Mutation.bulkTagTrades(tradeIds)': 'trade',
  'Mutation.bulkTagTrades(tagId)': 'tag',
  'Query.importUndoPlan(importId)': 'import',
  'Mutation.undoImport(importId)': 'import',
  'Dashboard.explain(date)': 'day',
  'Mutation.renameJournalTag(id)': 'tag',
  'Mutation.deleteJournalTag(id)': 'tag',
  'Mutation.mergeJournalTags(sourceId)': 'tag',
  'Mutation.mergeJournalTags(targetId)': 'tag',
  'Mutation.revokeApiKey(id)': 'apiKey',
  'Mutation.markNotificationRead(id)': 'notification',
  // A broker connection is named by its platform.
  'Mutation.disconnectBroker(platform)': 'brokerConnection',
  'Mutation.syncNow(platform)': 'brokerConnection',
  'Mutation.setBrokerSyncTime(platform)': 'brokerConnection',
  'BrokerImportInput.platform': 'brokerConnection',
  // A risk rule's scope: one of the caller's own broker accounts, by the broker's number.
  'RiskRuleInput.accountId': null,
  // The format of a CSV file.
  'CsvImportInput.platform': null,
  'TradeChartInput.tradeId': 'trade',
  'TradeHistoryFilterInput.tagIds': 'tag',
  // The filter bar (docs/filter-bar.md): tags keep trades carrying them; a platform names a broker's kind, not a connection.
  'JournalFilterInput.tagIds': 'tag',
  'JournalFilterInput.platform': null,
  'TradeHistoryFilterInput.platform': null,
  'TradeHistoryFilterInput.importId': 'import',
  'TradeJournalInput.tagIds': 'tag',
  // The names of a CSV's columns.
  'GenericColumnMappingInput.date': null,
  'GenericColumnMappingInput.executionId': null,
};

type RestIdPlace = 'path' | 'query' | 'body';
interface RestId {
  in: RestIdPlace;
  kind: IdKind;
  list?: boolean;
  /** A list the route cannot do without (the trades of a bulk edit): the caller's own while another id is tried. */
  required?: boolean;
}

/**
 * The ids each signed-in REST route takes, with a body that would change something. Path
 * parameters are read from the route table (a new one missing here fails the walk); query and body
 * ids cannot be, so they are declared with their route.
 */
export const REST_ID_PARAMETERS: Record<string, { ids: Record<string, RestId>; body?: Record<string, unknown> }> = {
  'GET /api/trades/:id': { ids: { id: { in: 'path', kind: 'trade' } } },
  'PATCH /api/trades/:id': { ids: { id: { in: 'path', kind: 'trade' }, tagIds: { in: 'body', kind: 'tag', list: true } }, body: { notes: 'B was here' } },
  'POST /api/trades/bulk-tag': { ids: { tradeIds: { in: 'body', kind: 'trade', list: true, required: true }, tagId: { in: 'body', kind: 'tag' } }, body: { action: 'add' } },
  'PUT /api/trades/:id/notes': { ids: { id: { in: 'path', kind: 'trade' } }, body: { notes: 'B was here' } },
  'PUT /api/trades/:id/manual': { ids: { id: { in: 'path', kind: 'trade' } }, body: { symbol: 'BBB', side: 'LONG', quantity: '1', entryPrice: '1', entryTime: '2026-01-05T15:00:00Z' } },
  'DELETE /api/trades/:id': { ids: { id: { in: 'path', kind: 'trade' } } },
  'POST /api/trades/:id/close': { ids: { id: { in: 'path', kind: 'trade' } }, body: { price: '1', time: '2026-01-05T15:00:00Z' } },
  'GET /api/trades': { ids: { tagIds: { in: 'query', kind: 'tag', list: true }, importId: { in: 'query', kind: 'import' } } },
  'GET /api/trades/summary': { ids: { tagIds: { in: 'query', kind: 'tag', list: true }, importId: { in: 'query', kind: 'import' } } },
  'GET /api/trades/export.csv': { ids: { tagIds: { in: 'query', kind: 'tag', list: true }, importId: { in: 'query', kind: 'import' } } },
  'GET /api/dashboard': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'GET /api/performance-chart': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'GET /api/advanced-analytics': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'GET /api/analytics/breakdowns': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'GET /api/analytics/excursions': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'GET /api/insights': { ids: { tagIds: { in: 'query', kind: 'tag', list: true } } },
  'PATCH /api/journal/tags/:id': { ids: { id: { in: 'path', kind: 'tag' } }, body: { name: 'Renamed by B' } },
  'POST /api/journal/tags/:id/merge': { ids: { id: { in: 'path', kind: 'tag' }, targetId: { in: 'body', kind: 'tag' } } },
  'DELETE /api/journal/tags/:id': { ids: { id: { in: 'path', kind: 'tag' } } },
  'GET /api/journal/days/:date': { ids: { date: { in: 'path', kind: 'day' } } },
  'PUT /api/journal/days/:date': { ids: { date: { in: 'path', kind: 'day' } }, body: { plan: 'Plan of B' } },
  'GET /api/playbook/:id': { ids: { id: { in: 'path', kind: 'playbook' } } },
  'GET /api/imports/:id/undo': { ids: { id: { in: 'path', kind: 'import' } } },
  'DELETE /api/imports/:id': { ids: { id: { in: 'path', kind: 'import' } } },
  'GET /api/trade-chart': { ids: { tradeId: { in: 'query', kind: 'trade' } } },
  'GET /api/trade-analysis': { ids: { tradeId: { in: 'query', kind: 'trade' } } },
  'POST /api/import-trades': { ids: { platform: { in: 'body', kind: 'brokerConnection' } }, body: { method: 'api', start_date: BROKER_RANGE.start, end_date: BROKER_RANGE.end } },
};

/** Values an argument needs to reach its id's owner rather than be refused for itself (a broker import's range). */
const ARGUMENT_VALUES: Record<string, unknown> = {
  'BrokerImportInput.startDate': BROKER_RANGE.start,
  'BrokerImportInput.endDate': BROKER_RANGE.end,
  'ManualTradeInput.symbol': 'BBB',
  'ManualTradeInput.side': 'LONG',
  'ManualTradeInput.entryTime': '2026-01-05T15:00:00Z',
  'ManualCloseInput.time': '2026-01-05T15:00:00Z',
};

/**
 * Whether a call naming someone else's data must be refused: one thing named by id is not found (or
 * bad input); a list of ids filters to nothing, and a day or a broker's platform names the caller's own.
 */
export const mustBeRefused = (kind: IdKind, list: boolean) => kind !== 'day' && kind !== 'brokerConnection' && !list;

const looksLikeAnId = (name: string, type: GraphQLInputType) => getNamedType(type).name === 'ID' || /^(id|ids|date|day|platform)$|Ids?$/.test(name);

interface IdArgument {
  coordinate: string;
  /** The argument's name, then the input fields down to the id. */
  path: string[];
  kind: IdKind | null;
  list: boolean;
}

/** The id-like arguments of a field, at any depth of its inputs; those missing from GRAPHQL_ID_ARGUMENTS are `unknown`. */
export function idArgumentsOf(parent: string, field: GraphQLField<unknown, unknown>): { known: IdArgument[]; unknown: string[] } {
  const known: IdArgument[] = [];
  const unknown: string[] = [];
  const walk = (entries: ReadonlyArray<{ name: string; type: GraphQLInputType }>, coordinateOf: (name: string) => string, path: string[], seen: Set<string>) => {
    for (const entry of entries) {
      const coordinate = coordinateOf(entry.name);
      const named = getNamedType(entry.type);
      if (looksLikeAnId(entry.name, entry.type)) {
        if (!(coordinate in GRAPHQL_ID_ARGUMENTS)) unknown.push(coordinate);
        else known.push({ coordinate, path: [...path, entry.name], kind: GRAPHQL_ID_ARGUMENTS[coordinate]!, list: isListType(isNonNullType(entry.type) ? entry.type.ofType : entry.type) });
      } else if (isInputObjectType(named) && !seen.has(named.name)) {
        walk(Object.values(named.getFields()), (name) => `${named.name}.${name}`, [...path, entry.name], new Set([...seen, named.name]));
      }
    }
  };
  walk(field.args, (name) => `${parent}.${field.name}(${name})`, [], new Set());
  return { known, unknown };
}

/** A harmless value of a type: only what is required. */
function valueFor(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType);
  if (isListType(type)) return [valueFor(type.ofType)];
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, ARGUMENT_VALUES[`${type.name}.${field.name}`] ?? valueFor(field.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return { Int: 1, Float: 1.5, Boolean: true, DateTimeISO: '2026-01-01T00:00:00.000Z' }[type.name] ?? '1';
  return null;
}

/** Every field of a type without required arguments, scalars and (`depth` levels down) objects: all a leak would show. */
function selectionFor(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields())
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type)))
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      return depth > 0 ? `${field.name} { ${selectionFor(named, depth - 1)} }` : '';
    })
    .filter(Boolean);
  return fields.length ? ['__typename', ...fields].join(' ') : '__typename';
}

const setAt = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
};

export interface WalkCall {
  name: string;
  kind: IdKind;
  list: boolean;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * A field the walk calls: a field of Query or Mutation, or a field with arguments of an object a
 * query answers without any (`dashboard { explain(metric: …, date: …) }`), reached `via` that query.
 */
export interface WalkedField {
  operation: 'query' | 'mutation';
  parent: string;
  field: GraphQLField<unknown, unknown>;
  via?: string;
}

/** The fields that take arguments, where the walk reaches them; `unreachable`: fields with an id argument it cannot reach. */
export function fieldsWithArgumentsOf(schema: GraphQLSchema): { fields: WalkedField[]; unreachable: string[] } {
  const query = schema.getQueryType()!;
  const mutation = schema.getMutationType()!;
  const fields: WalkedField[] = [
    ...Object.values(query.getFields()).map((field) => ({ operation: 'query' as const, parent: 'Query', field })),
    ...Object.values(mutation.getFields()).map((field) => ({ operation: 'mutation' as const, parent: 'Mutation', field })),
  ];
  const unreachable: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type === query || type === mutation || type.name.startsWith('__')) continue;
    const via = Object.values(query.getFields()).find((root) => getNamedType(root.type) === type && !root.args.some((arg) => isNonNullType(arg.type)))?.name;
    for (const field of Object.values(type.getFields()).filter((candidate) => candidate.args.length > 0)) {
      if (via) fields.push({ operation: 'query', parent: type.name, field, via });
      else if (idArgumentsOf(type.name, field).known.length + idArgumentsOf(type.name, field).unknown.length > 0) unreachable.push(`${type.name}.${field.name}`);
    }
  }
  return { fields, unreachable };
}

/**
 * The calls of one field: one per id argument, naming the owner's data there and the caller's own
 * in the other id arguments it requires (`mergeJournalTags(sourceId: A's, targetId: B's)`).
 */
export function graphqlCallsOf({ operation, parent, field, via }: WalkedField, owner: IdsOf, caller: IdsOf): WalkCall[] {
  const { known } = idArgumentsOf(parent, field);
  const walked = known.filter((argument): argument is IdArgument & { kind: IdKind } => argument.kind !== null);
  return walked.map((tried) => {
    const variables: Record<string, unknown> = {};
    for (const arg of field.args.filter((candidate) => isNonNullType(candidate.type))) variables[arg.name] = valueFor(arg.type);
    // The other ids the call requires are the caller's own: only one thing named is not theirs.
    for (const other of walked.filter((argument) => argument !== tried)) {
      let present: unknown = variables;
      for (const key of other.path) present = (present as Record<string, unknown> | undefined)?.[key];
      if (present !== undefined) setAt(variables, other.path, other.list ? [caller[other.kind]] : caller[other.kind]);
    }
    setAt(variables, tried.path, tried.list ? [owner[tried.kind]] : owner[tried.kind]);
    const used = field.args.filter((arg) => arg.name in variables);
    const declarations = used.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const argumentList = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = selectionFor(getNamedType(field.type), 1);
    const called = `${field.name}${argumentList ? `(${argumentList})` : ''}${selection ? ` { ${selection} }` : ''}`;
    const query = `${operation} Walk${declarations ? `(${declarations})` : ''} { ${via ? `${via} { ${called} }` : called} }`;
    return { name: `${parent}.${field.name} with the owner's ${tried.kind} in ${tried.coordinate}`, kind: tried.kind, list: tried.list, query, variables };
  });
}

export interface RestCall {
  name: string;
  kind: IdKind;
  list: boolean;
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  body?: Record<string, unknown>;
}

/** The calls of one route: one per id it takes, naming the owner's data there and the caller's own elsewhere. */
export function restCallsOf(route: string, owner: IdsOf, caller: IdsOf): RestCall[] {
  const declared = REST_ID_PARAMETERS[route]!;
  const [method, pattern] = route.split(' ') as [string, string];
  return Object.entries(declared.ids).map(([tried, { kind, list = false }]) => {
    const value = (name: string, id: RestId) => (name === tried ? owner : caller)[id.kind];
    let path = pattern;
    const query = new URLSearchParams();
    const body: Record<string, unknown> = { ...declared.body };
    for (const [name, id] of Object.entries(declared.ids)) {
      if (id.in === 'path') path = path.replace(`:${name}`, encodeURIComponent(value(name, id)));
      else if (id.in === 'query' && name === tried) query.set(name, value(name, id));
      // A body's other ids are the caller's own when one is needed (a merge's target), left out when an optional list.
      else if (id.in === 'body' && (name === tried || !id.list || id.required)) body[name] = id.list ? [value(name, id)] : value(name, id);
    }
    const search = query.size ? `?${query}` : '';
    return { name: `${route} with the owner's ${kind} in ${tried}`, kind, list, method: method.toLowerCase() as RestCall['method'], path: `${path}${search}`, body };
  });
}

/** The `:name` parameters of a route's path. */
export const pathParametersOf = (route: string) => [...route.matchAll(/:(\w+)/g)].map(([, name]) => name!);
