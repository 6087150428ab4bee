import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { TAGS_PER_TRADE_MAX } from '../modules/journal/journal-limits';
import { MAX_SCATTER_POINTS } from '../modules/breakdowns/domain/excursion-scatter';
import { MAX_TRADES_LIMIT } from '../modules/trades/trade.service';

/**
 * How many items a list field answers at most. `argument` names the argument that sets the size
 * (a number, or a list whose length it is); `appliesTo` names the list field of the answer that
 * size is for when the field itself answers a page (tradeHistory's `first` sizes its `trades`).
 */
export interface ListSize {
  max: number;
  argument?: string;
  appliesTo?: string;
}

/** A list without an entry below (fills of a round trip, insights, API keys…) counts as this many items. */
export const DEFAULT_LIST_SIZE = 20;

/** The lists whose size is known: set by an argument, or bounded where they are answered. */
export const LIST_SIZES: Record<string, ListSize> = {
  'Query.tradeHistory': { argument: 'first', max: MAX_TRADES_LIMIT, appliesTo: 'trades' },
  'Query.trades': { argument: 'limit', max: MAX_TRADES_LIMIT },
  // import.resolver.ts bounds the limit to 50.
  'Query.recentImports': { argument: 'limit', max: 50 },
  // trade.resolver.ts's MAX_TRADES_WITH_IDS.
  'Query.tradesWithIds': { argument: 'ids', max: 100 },
  'Query.dayJournalEntries': { max: 366 },
  'Query.assessmentItems': { max: 15 },
  'Query.brokers': { max: 9 },
  // One per BreakdownDimension.
  'AnalyticsBreakdowns.breakdowns': { max: 10 },
  'Trade.tags': { max: TAGS_PER_TRADE_MAX },
  'BreakdownBucket.tradeIds': { max: 50 },
  'BreakdownBucket.trades': { max: 50 },
  'MetricExplanation.tradeIds': { max: 50 },
  'MetricExplanation.trades': { max: 50 },
  'ExcursionScatter.points': { max: MAX_SCATTER_POINTS },
  'PlaybookItem.tradeIds': { max: 20 },
  'Dashboard.recentTrades': { max: 5 },
  'Dashboard.symbolPerformance': { max: 5 },
  'SymbolAnalytics.topPerformers': { max: 5 },
  'TimeAnalytics.byHour': { max: 24 },
  'TimeAnalytics.byWeekday': { max: 7 },
  // One point per day with a closed trade: a few years of trading days.
  'PerformanceChart.chartData': { max: 1000 },
  // A trade's window of candles.
  'TradeChart.candles': { max: 500 },
};

export type Variables = Readonly<Record<string, unknown>>;

/** The size a list argument asks for: its value (a count, or the length of a list), within 0 and the list's maximum. */
function requestedSize(node: ValueNode | undefined, fallback: unknown, variables: Variables | undefined, max: number): number {
  let value: unknown = fallback;
  if (node?.kind === Kind.VARIABLE) value = variables && node.name.value in variables ? variables[node.name.value] : fallback;
  else if (node?.kind === Kind.INT) value = Number(node.value);
  else if (node?.kind === Kind.LIST) value = node.values.length;
  if (Array.isArray(value)) value = value.length;
  // Unknown (a variable not given, a value of the wrong type): the resolver would refuse it, or answer at most the maximum.
  if (typeof value !== 'number' || !Number.isFinite(value)) return max;
  return Math.min(Math.max(Math.ceil(value), 0), max);
}

/**
 * The cost of an operation: every field counts 1, and a list field counts once per item it may
 * answer (its size argument, or its bound in LIST_SIZES, or DEFAULT_LIST_SIZE), its selection
 * included: `tradeHistory(first: 1000) { trades { fills { price } } }` costs about
 * 1000 × 20 × 2. __typename and introspection (off in production, answered from the schema) count 0.
 * A size argument given as a variable counts its value, or its default when it is not given.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables?: Variables,
): number {
  // A fragment's cost depends only on the page sizes passed into it: spread 1,000 times, it is walked once.
  const fragmentCosts = new Map<string, number>();
  const walking = new Set<string>();

  const fieldCost = (parentType: GraphQLNamedType, node: FieldNode, pageSizes: Record<string, number>): number => {
    const name = node.name.value;
    if (name.startsWith('__')) return 0;
    const field: GraphQLField<unknown, unknown> | undefined = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
    // Unknown fields are refused by validation; counted as one meanwhile.
    if (!field) return 1;
    const listSize = LIST_SIZES[`${parentType.name}.${name}`];
    const argumentSize = (size: ListSize) => {
      const argument = field.args.find((candidate) => candidate.name === size.argument);
      if (!argument) return size.max;
      return requestedSize(node.arguments?.find((given) => given.name.value === argument.name)?.value, argument.defaultValue, variables, size.max);
    };
    const childPageSizes = listSize?.appliesTo ? { [listSize.appliesTo]: argumentSize(listSize) } : {};
    const items = isListType(getNullableType(field.type))
      ? (pageSizes[name] ?? (listSize && !listSize.appliesTo ? argumentSize(listSize) : DEFAULT_LIST_SIZE))
      : 1;
    const selection = node.selectionSet ? selectionCost(getNamedType(field.type), node.selectionSet, childPageSizes) : 0;
    return items * (1 + selection);
  };

  const fragmentCost = (fragment: FragmentDefinitionNode, pageSizes: Record<string, number>): number => {
    const key = `${fragment.name.value} ${JSON.stringify(pageSizes)}`;
    const known = fragmentCosts.get(key);
    if (known !== undefined) return known;
    // A cycle of fragments is refused by validation; it adds nothing here meanwhile.
    if (walking.has(key)) return 0;
    walking.add(key);
    const type = schema.getType(fragment.typeCondition.name.value);
    const cost = type ? selectionCost(type, fragment.selectionSet, pageSizes) : 0;
    walking.delete(key);
    fragmentCosts.set(key, cost);
    return cost;
  };

  const selectionCost = (type: GraphQLNamedType, selectionSet: SelectionSetNode, pageSizes: Record<string, number>): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(type, selection, pageSizes);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        cost += condition ? selectionCost(condition, selection.selectionSet, pageSizes) : 0;
      } else {
        const fragment = fragments.get(selection.name.value);
        cost += fragment ? fragmentCost(fragment, pageSizes) : 0;
      }
    }
    return cost;
  };

  const rootType = schema.getRootType(operation.operation);
  return rootType ? selectionCost(rootType, operation.selectionSet, {}) : 0;
}
