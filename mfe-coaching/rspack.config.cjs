const { federatedAppConfig } = require('@tj/design-system/federation/rspack');

/** The public modules of this remote: one per page. The shell's route table names them. */
const exposes = {
  './PsychologyPage': './src/pages/PsychologyPage.tsx',
  './PlaybookPage': './src/pages/PlaybookPage.tsx',
};

const config = (_env, argv) =>
  federatedAppConfig({ dir: __dirname, name: 'mfe_coaching', exposes, title: 'Coaching (standalone)' }, argv);

// `exposes` is also exported so a test can check it against the remote's pages.
module.exports = Object.assign(config, { exposes });
