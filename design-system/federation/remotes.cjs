// The micro-frontends of this repository, listed once: the shell's route table and registry reader,
// the builds, `npm run dev`, the API's default remote registry and the linter's boundaries all read
// this list. A new remote is added here (and gets its routes in the shell's route table).

/** Federation name (what the registry and the shell call it), workspace folder, dev-server port. */
const REMOTES = Object.freeze([
  Object.freeze({ name: 'mfe_auth', folder: 'mfe-auth', devPort: 3001 }),
  Object.freeze({ name: 'mfe_journal', folder: 'mfe-journal', devPort: 3002 }),
  Object.freeze({ name: 'mfe_import', folder: 'mfe-import', devPort: 3003 }),
  Object.freeze({ name: 'mfe_coaching', folder: 'mfe-coaching', devPort: 3004 }),
]);

const SHELL = Object.freeze({ name: 'shell', folder: 'shell', devPort: 3000 });

module.exports = { REMOTES, SHELL };
