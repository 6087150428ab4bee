import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The module-cycle problems the linter reports for `code` as if it were the file at `file`. */
async function cycleProblems(file: string, code: string): Promise<string[]> {
  return problemsOf('graph-api/no-module-cycles', file, code);
}

/** The deep-import problems the linter reports for `code` as if it were the file at `file`. */
async function deepImportProblems(file: string, code: string): Promise<string[]> {
  return problemsOf('graph-api/no-deep-module-imports', file, code);
}

async function problemsOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The first lint loads ESLint, typescript-eslint and the whole config: seconds on a busy machine.
describe('graph-api modules never import each other in a cycle (linted)', { timeout: 60_000 }, () => {
  it('refuses an import that closes a cycle, naming it', async () => {
    // imports already depends on trades (the matcher), so trades may not import imports.
    const problems = await cycleProblems('graph-api/src/modules/trades/x.ts', "export { ImportService } from '../imports/service/import.service';\n");
    expect(problems).toEqual([expect.stringContaining('trades → imports → trades')]);
  });

  it('allows the import in the direction the modules already depend', async () => {
    expect(await cycleProblems('graph-api/src/modules/imports/x.ts', "export { buildRoundTrips } from '../trades/matching/round-trips';\n")).toEqual([]);
  });

  it('does not count type-only imports, which the compiler erases', async () => {
    expect(await cycleProblems('graph-api/src/modules/trades/x.ts', "export type { ImportOutcome } from '../imports/service/import.service';\n")).toEqual([]);
    expect(await cycleProblems('graph-api/src/modules/trades/x.ts', "import type { TradeImport } from '../imports/import.entity';\nexport type T = TradeImport;\n")).toEqual([]);
  });
});

describe('graph-api modules are reached only through their index.ts (linted)', { timeout: 60_000 }, () => {
  it('refuses an import past another module\'s entry, naming the entry to use', async () => {
    const problems = await deepImportProblems('graph-api/src/modules/imports/x.ts', "export { matchExecutions } from '../trades/matching/round-trips';\n");
    expect(problems).toEqual([expect.stringContaining("Import modules/trades through its public entry ('../trades'), not its file matching/round-trips")]);
  });

  it('refuses it from the infrastructure modules and from the files that put the app together', async () => {
    expect(await deepImportProblems('graph-api/src/infra/health/x.ts', "import type { User } from '../users/user.entity';\nexport type U = User;\n")).toHaveLength(1);
    expect(await deepImportProblems('graph-api/src/app.ts', "export { TradeService } from './modules/trades/trade.service';\n")).toHaveLength(1);
  });

  it('allows the entry, a module\'s own files, and tests reaching into what they test', async () => {
    expect(await deepImportProblems('graph-api/src/modules/imports/x.ts', "export { matchExecutions } from '../trades';\n")).toEqual([]);
    expect(await deepImportProblems('graph-api/src/modules/trades/x.ts', "export { matchExecutions } from './matching/round-trips';\n")).toEqual([]);
    expect(await deepImportProblems('graph-api/src/modules/imports/x.test.ts', "export { matchExecutions } from '../trades/matching/round-trips';\n")).toEqual([]);
  });
});
