// The one definition of what the federation host and every remote share. Each rspack config
// imports it, so host and remotes can never disagree on a singleton or its version.
const path = require('node:path');

const rootPackage = (name) => {
  const manifest = require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] });
  return require(manifest).version;
};

/** Packages shared as singletons; a trailing slash shares the package's subpaths too. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/',
  'graphql',
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

module.exports = { SINGLETONS, sharedDependencies, packageName };
