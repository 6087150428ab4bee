const { federatedAppConfig, isProductionBuild } = require('@tj/design-system/federation/rspack');
const { publicSiteConfig } = require('./build/publicSite.cjs');

const APP_PAGE = 'app.html';

// The host declares no remotes at build time: it reads their locations from the API's remote
// registry at run time, so a remote is redeployed without rebuilding the shell.
// A production build also writes the public pages, pre-rendered (build/publicSite.cjs), after the
// app, whose build empties the folder. The dev server has the app only: it draws the public pages itself.
module.exports = (_env, argv) => {
  const app = {
    ...federatedAppConfig({ dir: __dirname, name: 'shell', title: 'AI Trading Journal - Advanced Trading Analytics', htmlFilename: APP_PAGE }, argv),
    name: 'app',
  };
  if (!isProductionBuild(argv)) return app;
  return [app, { ...publicSiteConfig({ dir: __dirname, appPage: APP_PAGE }), dependencies: ['app'] }];
};
