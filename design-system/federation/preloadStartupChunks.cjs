// Preload hints in the host's HTML page for the chunks its entry loads before the first render.
const { rspack } = require('@rspack/core');

const PLUGIN = 'PreloadStartupChunksPlugin';

/**
 * The entry (main) finds out only once it runs that it needs its async boundary (`import('./bootstrap')`)
 * and the shared modules it provides; the browser would fetch them one round trip after main.js.
 * These are the files of the chunk groups the entry starts directly; a lazy chunk further down
 * (a chart's drawing) is not among them.
 */
function startupFiles(compilation) {
  const files = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.childrenIterable) {
      for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload" as="script" fetchpriority="low">` for each startup chunk to the page
 * HtmlRspackPlugin writes. Low, the priority of the deferred main.js they serve: they block no
 * rendering and should not take the bandwidth of what does.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const links = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` },
        }));
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
