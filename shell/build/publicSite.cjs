// The shell's public pages (/, /privacy-policy, /analytics-test) as a lean site of their own: no
// Module Federation, router, GraphQL client or remote. One compilation builds two bundles from the
// same modules: `public`, which the browser loads to hydrate a page, and `prerender`, run here at
// build time to write each page's HTML. Built together, they create styled-components' classes in
// the same order, so the pre-rendered markup and the browser's render name them alike.
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const { rspack } = require('@rspack/core');
const { swcRule } = require('@tj/design-system/federation/rspack');
const { CompressAssetsPlugin } = require('@tj/design-system/federation/compress');

const PUBLIC_ENTRY = 'public';
const PRERENDER_ENTRY = 'prerender';
/** What the server reads: graph-api/src/http/static.ts. */
const PAGES_MANIFEST = 'pages.json';

/** Renders the public pages with the prerender bundle's code, in a worker thread (prerenderWorker.cjs). */
function renderInWorker(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'prerenderWorker.cjs'), { workerData });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The prerender worker stopped (exit ${code}) before rendering the pages`)));
  });
}

/**
 * Once the bundles are final (minified, content-hashed), renders every public page with the
 * prerender bundle, adds the pages and pages.json to the build, and drops the prerender bundle,
 * which has no use in a browser.
 */
class PrerenderPlugin {
  constructor({ appPage }) {
    this.appPage = appPage;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
      compilation.hooks.processAssets.tapPromise({ name: 'PrerenderPlugin', stage }, async () => {
        const filesOf = (entry) => compilation.entrypoints.get(entry).getFiles().filter((file) => file.endsWith('.js'));
        const [prerenderFile] = filesOf(PRERENDER_ENTRY);
        const prerender = compilation.getAsset(prerenderFile);
        const publicPath = compilation.outputOptions.publicPath;
        const { pages, manifest } = await renderInWorker({
          code: prerender.source.source().toString(),
          filename: prerenderFile,
          scripts: filesOf(PUBLIC_ENTRY).map((file) => `${publicPath}${file}`),
          appPage: this.appPage,
        });
        for (const file of [prerenderFile, prerender.info.related?.sourceMap].flat().filter(Boolean)) compilation.deleteAsset(file);
        for (const { file, html } of pages) compilation.emitAsset(file, new rspack.sources.RawSource(html));
        compilation.emitAsset(PAGES_MANIFEST, new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir      the shell's folder
 * @param {string} options.appPage  the app's HTML page beside the public ones (app.html)
 */
function publicSiteConfig({ dir, appPage }) {
  return {
    name: 'public-site',
    context: dir,
    mode: 'production',
    target: 'web',
    entry: {
      [PUBLIC_ENTRY]: './src/public/client.tsx',
      [PRERENDER_ENTRY]: { import: './src/public/prerender.tsx', library: { type: 'commonjs2' } },
    },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      uniqueName: 'public_site',
      filename: '[name].[contenthash:8].js',
      // The app's build cleans the folder first; this one adds its files beside the app's.
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      // No package.json "browser" field: it swaps styled-components for its browser build, which cannot
      // render on a server (it has no server style sheet). Both bundles take its universal build, which
      // browsers run as well.
      aliasFields: [],
      // Its universal build requires Node's stream for a streaming render the pages never use.
      fallback: { stream: false },
    },
    module: { rules: [swcRule(true)] },
    devtool: 'source-map',
    // The browser's bundle in two files, the packages and the site's own code, so that neither is
    // one long task to evaluate on a slow phone. The prerender bundle stays one file for the worker.
    optimization: {
      runtimeChunk: false,
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          packages: { name: 'public-packages', test: /[\\/]node_modules[\\/]/, chunks: (chunk) => chunk.name === PUBLIC_ENTRY, enforce: true },
        },
      },
    },
    plugins: [new PrerenderPlugin({ appPage }), new CompressAssetsPlugin()],
    performance: { hints: false },
  };
}

module.exports = { publicSiteConfig, PAGES_MANIFEST };
