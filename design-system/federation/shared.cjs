// The one definition of what the federation host and every remote share. Each rspack config
// imports it, so host and remotes can never disagree on a singleton or its version.
const path = require('node:path');

const rootPackage = (name) => {
  const manifest = require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] });
  return require(manifest).version;
};

/**
 * Packages shared as singletons; a trailing slash shares the package's subpaths too. graphql is not
 * one: the front-ends reach it only through Apollo Client (gql, the links, the cache), whose one copy
 * is shared, and a shared package is bundled whole (graphql: 180 KB) where Apollo's copy keeps only
 * the parser, printer and visitor it uses.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/',
  'styled-components',
  '@tj/design-system',
];

function packageName(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/** Module Federation `shared` config: singletons, exact versions, never eager. */
function sharedDependencies() {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const version = rootPackage(packageName(key));
      return [key, { singleton: true, requiredVersion: version, version, strictVersion: false }];
    }),
  );
}

/** A package's manifest, or null when it is not installed (an optional peer such as react-native). */
function installedManifest(name) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] }));
  } catch {
    return null;
  }
}

/**
 * The third-party singletons and every installed package they depend on (dependencies and peers,
 * transitively): the code the host's first render loads before anything else. The design system is
 * left out: its dependencies (victory) are loaded only by the components that need them.
 */
function sharedLibraryPackages() {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    const manifest = installedManifest(name);
    if (!manifest) return;
    found.add(name);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) visit(dependency);
  };
  SINGLETONS.map(packageName)
    .filter((name) => name !== '@tj/design-system')
    .forEach(visit);
  return [...found].sort();
}

module.exports = { SINGLETONS, sharedDependencies, sharedLibraryPackages, packageName };
