const { federatedAppConfig } = require('@tj/design-system/federation/rspack');

/** The public modules of this remote: one per page. The shell's route table names them. */
const exposes = {
  './ImportPage': './src/pages/ImportPage.tsx',
};

const config = (_env, argv) =>
  federatedAppConfig({ dir: __dirname, name: 'mfe_import', exposes, title: 'Import (standalone)' }, argv);

// `exposes` is also exported so a test can check it against the remote's pages.
module.exports = Object.assign(config, { exposes });
