// One rspack configuration for the federation host and every remote, so that they build the
// same way (TypeScript through SWC, content-hashed chunks, the shared singletons of shared.cjs).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { CompressAssetsPlugin } = require('./compress.cjs');
const { PreloadStartupChunksPlugin } = require('./preloadStartupChunks.cjs');
const { sharedDependencies, sharedLibraryPackages } = require('./shared.cjs');
const { REMOTES, SHELL } = require('./remotes.cjs');

const API_ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';

/** Federation name → dev-server port; also where `npm run dev` points the API's remote registry. */
const DEV_PORTS = Object.fromEntries([SHELL, ...REMOTES].map(({ name, devPort }) => [name, devPort]));

function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The host's first render needs every shared library (React, the router, Apollo Client, GraphQL,
 * styled-components and what they use). Module Federation gives each shared module a chunk of its
 * own, some thirty requests before the first render, which a browser makes six at a time over
 * HTTP/1.1; in one chunk they are one request. A remote keeps its chunks: under the shell it uses the
 * shell's libraries, and alone it should not fetch all of its fallbacks for the one it needs.
 */
function sharedLibrariesChunk() {
  const packages = sharedLibraryPackages().map(escapeRegExp).join('|');
  return {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
    name: 'shared-libraries',
    chunks: 'async',
    enforce: true,
    priority: 20,
  };
}

/**
 * @param {object} options
 * @param {string} options.dir            the package folder (its src/index.ts is the entry)
 * @param {string} options.name           federation name: 'shell' or 'mfe_*'
 * @param {Record<string,string>} [options.exposes]  a remote's public modules, one per page
 * @param {string} [options.title]        document title of the page the package serves
 * @param {string} [options.htmlFilename] its HTML page (index.html); the shell's is app.html, since its
 *                                        public pages are pre-rendered beside it
 */
/** A production build: `--mode production`, or NODE_ENV=production. */
const isProductionBuild = (argv = {}) => argv.mode === 'production' || process.env.NODE_ENV === 'production';

function federatedAppConfig({ dir, name, exposes, title, htmlFilename = 'index.html' }, argv = {}) {
  const production = isProductionBuild(argv);
  const isHost = !exposes;
  const port = DEV_PORTS[name];
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // A remote computes its own base URL from where its remoteEntry was loaded, so a team can
      // deploy it under any path or origin; the host is always served from the site root.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: [swcRule(production)] },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Only the browser's code paths of the federation runtime (not its Node.js script loading).
        // The host gives its copy of the runtime's core to the remotes, which run in it and never
        // anywhere else: a remote entry then carries only its own part (it still builds and deploys
        // alone; the versions of shared.cjs keep host and remotes on the same runtime). A remote,
        // which never loads another remote, is built without the code for loading one.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), filename: htmlFilename, title: title || name }),
      ...(isHost ? [new PreloadStartupChunksPlugin()] : []),
      ...(production ? [new CompressAssetsPlugin()] : []),
    ],
    ...(isHost && production ? { optimization: { splitChunks: { cacheGroups: { sharedLibraries: sharedLibrariesChunk() } } } } : {}),
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port,
      // Every page of the app is its HTML page (the shell's dev server has no pre-rendered public pages:
      // the app draws them itself when it is loaded at their paths).
      historyApiFallback: { index: `/${htmlFilename}` },
      devMiddleware: { index: htmlFilename },
      hot: false,
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/graphql'], target: API_ORIGIN, changeOrigin: false }],
    },
  };
}

module.exports = { federatedAppConfig, isProductionBuild, swcRule, DEV_PORTS, API_ORIGIN };
