import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The module-cycle problems the linter reports for `code` as if it were the file at `file`. */
async function cycleProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'graph-api/no-module-cycles').map((message) => message.message);
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
