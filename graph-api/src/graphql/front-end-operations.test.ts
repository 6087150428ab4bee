import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  getIntrospectionQuery,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, REPO_ROOT } from '../package-info';
import { costOfRequest, MAX_QUERY_COST, queryLimitRules, queryParseOptions } from './query-limits';

/** Every `<front-end>/src/**\/graphql/*.ts` of the shell and the remotes: where their operations live, one per file. */
function operationFilesOf(frontEnd: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== '__generated__') walk(entryPath);
      else if (path.basename(folder) === 'graphql' && entry.name.endsWith('.ts')) files.push(entryPath);
    }
  };
  walk(path.join(REPO_ROOT, frontEnd, 'src'));
  return files;
}

/** The definitions of each gql`…` template of a file; `${FRAGMENT}` interpolations are resolved by name instead. */
const definitionsIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/gql`([^`]*)`/g)].flatMap(([, template]) => parse(template!.replace(/\$\{[^}]*\}/g, '')).definitions);

/** The operation with every fragment it spreads, directly or not, as Apollo Client sends it. */
function documentOf(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread({ name }) {
        const fragment = fragments.get(name.value);
        if (!fragment || needed.has(name.value)) return;
        needed.set(name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return withTypenames({ kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] });
}

/** Apollo Client's cache asks for __typename in every selection set below the operation's root. */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return visit(document, {
    SelectionSet: (selectionSet: SelectionSetNode, _key, parent) =>
      parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION ? undefined : { ...selectionSet, selections: [...selectionSet.selections, typename] },
  });
}

const frontEnds = readdirSync(REPO_ROOT).filter((name) => name === 'shell' || name.startsWith('mfe-'));
const operations = frontEnds.flatMap((frontEnd) => {
  const definitions = operationFilesOf(frontEnd).flatMap(definitionsIn);
  const fragments = new Map(definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION).map((node) => [node.name.value, node]));
  return definitions
    .filter((node) => node.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: `${frontEnd} ${operation.name?.value}`, source: print(documentOf(operation, fragments)) }));
});

describe('the query limits and the operations the front-ends send', () => {
  const schema = buildSchema(readFileSync(path.join(PACKAGE_ROOT, 'schema.graphql'), 'utf8'));
  const limitErrorsOf = (source: string) => validate(schema, parse(source, queryParseOptions), queryLimitRules).map(({ message }) => message);

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  /**
   * The operation's cost without variables: a size argument given as a variable counts its default
   * (the front-ends ask for the default page sizes: 50 trades, 5 imports) or, without one, its
   * maximum (tradesWithIds's 100 ids).
   */
  const costOf = (source: string) => {
    const document = parse(source, queryParseOptions);
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
    return costOfRequest(schema, document, operation);
  };

  it.each(operations)('lets $name through', ({ source }) => {
    expect(limitErrorsOf(source)).toEqual([]);
    expect(costOf(source)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it('leaves the costliest front-end operation room under the cost limit', () => {
    const costs = operations.map(({ name, source }) => ({ name, cost: costOf(source) })).sort((one, other) => other.cost - one.cost);
    // A quarter of the limit to spare: a front-end may add a few fields to a list without meeting it.
    expect(costs[0]!.cost * 1.25, `${costs[0]!.name} costs ${costs[0]!.cost}`).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it("lets a development tool's introspection query through", () => {
    expect(limitErrorsOf(getIntrospectionQuery())).toEqual([]);
  });
});
