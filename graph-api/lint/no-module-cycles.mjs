// ESLint rules for the modules of graph-api (src/modules/<name>/ and the infrastructure in src/infra/<name>/).
// no-module-cycles: modules may not depend on each other in a cycle. ESLint sees one file at a time, so
// the rule reads the modules' import graph itself, once per lint run, and checks each import that crosses
// into another module against it. Type-only imports are erased by the compiler and are not dependencies.
// no-deep-module-imports: another module is reached only through its public entry, its index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC_DIR = path.resolve(import.meta.dirname, '../src');
const MODULE_FOLDERS = ['modules', 'infra'];
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;

/** `import { type A, type B } from …` names types only, like `import type`. */
const onlyTypes = (clause) => /^\{[^}]*\}$/.test(clause) && clause.slice(1, -1).split(',').filter((name) => name.trim()).every((name) => name.trim().startsWith('type '));

/** `{ name: 'modules/trades', inside: 'trade.service' }` for src/modules/trades/trade.service(.ts), else null. */
function placeOf(file) {
  const relative = path.relative(SRC_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [folder, name, ...rest] = relative.split(path.sep);
  if (!MODULE_FOLDERS.includes(folder) || rest.length === 0) return null;
  return { name: `${folder}/${name}`, inside: rest.join('/').replace(/\.tsx?$/, '') };
}

const moduleOf = (file) => placeOf(file)?.name ?? null;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'fixtures' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** module → the modules its files import (values, not types). */
function readModuleGraph() {
  const graph = new Map();
  for (const file of MODULE_FOLDERS.flatMap((folder) => sourceFiles(path.join(SRC_DIR, folder)))) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, clause, specifier, bare] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (clause && onlyTypes(clause.trim())) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier ?? bare));
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** The path from `start` back to `goal`, if there is one. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let step = current; step !== null; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

let cachedGraph = null;

export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between graph-api domain modules' },
    messages: { cycle: 'graph-api modules may not depend on each other in a cycle: {{cycle}}. Move what both need into a module both may import.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from) return {};
    cachedGraph ??= readModuleGraph();
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const specifier = node.source.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      if (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) return;
      const back = pathBetween(cachedGraph, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from, ...back].map((name) => name.replace(/^modules\//, '')).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// A module's second, light entry of pure code, for callers in worker threads (docs/architecture.md).
const LIGHT_ENTRIES = new Set(['modules/trades/rows']);

// Tests may reach into what they test; only the code that runs goes through the entries.
const isTest = (file) => /\.test\.tsx?$|test-support/.test(file);

export const noDeepModuleImports = {
  meta: {
    type: 'problem',
    docs: { description: "Reach another graph-api module only through its index.ts" },
    messages: { deep: "Import {{module}} through its public entry ('{{entry}}'), not its file {{inside}}: export what you need from {{module}}/index.ts." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTest(file)) return {};
    const from = moduleOf(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), specifier));
      if (!target || target.name === from || target.inside === 'index' || LIGHT_ENTRIES.has(`${target.name}/${target.inside}`)) return;
      const entry = path.relative(path.dirname(file), path.join(SRC_DIR, target.name)).split(path.sep).join('/');
      context.report({ node, messageId: 'deep', data: { module: target.name, inside: target.inside, entry: entry.startsWith('.') ? entry : `./${entry}` } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Forget the graph read for the previous lint run (tests lint changed sources in one process). */
export function forgetModuleGraph() {
  cachedGraph = null;
}
