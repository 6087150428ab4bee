const { federatedAppConfig } = require('@tj/design-system/federation/rspack');

// The host declares no remotes at build time: it reads their locations from the API's remote
// registry at run time, so a remote is redeployed without rebuilding the shell.
module.exports = (_env, argv) =>
  federatedAppConfig({ dir: __dirname, name: 'shell', title: 'AI Trading Journal - Advanced Trading Analytics' }, argv);
