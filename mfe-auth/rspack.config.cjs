const { federatedAppConfig } = require('@tj/design-system/federation/rspack');

/** The public modules of this remote: one per page. The shell's route table names them. */
const exposes = {
  './SignInPage': './src/pages/SignInPage.tsx',
  './SignUpPage': './src/pages/SignUpPage.tsx',
  './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
  './SettingsPage': './src/pages/SettingsPage.tsx',
};

const config = (_env, argv) =>
  federatedAppConfig({ dir: __dirname, name: 'mfe_auth', exposes, title: 'Accounts (standalone)' }, argv);

// `exposes` is also exported so a test can check it against the remote's pages.
module.exports = Object.assign(config, { exposes });
