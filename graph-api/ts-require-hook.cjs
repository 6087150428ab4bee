// A minimal TypeScript require hook for processes and threads started from the sources: the
// benchmark's measurement processes (phase-runner.ts) and the insights' worker threads under the
// TypeScript runners (vitest, swc-node); the build runs the compiled JavaScript without it.
// It compiles each .ts file with swc as @swc-node/register does for this package's tsconfig.json
// (CommonJS, ES2022, legacy decorators with metadata, no define semantics for class fields, ES
// module interop), but without loading the TypeScript compiler, which @swc-node/register keeps in
// memory (about 50 MB of RSS) and which production, running the compiled JavaScript, never loads.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const OPTIONS = {
  swcrc: false,
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs', noInterop: false },
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};
