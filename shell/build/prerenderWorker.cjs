// Runs the prerender bundle (a CommonJS library built by publicSite.cjs) in a worker thread of its
// own: React's server renderer leaves timers and channels open, which would keep the build's
// process alive; the worker is ended once the pages are back.
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');

const { code, filename, scripts, appPage } = workerData;
const bundle = { exports: {} };
vm.runInThisContext(`(function (module, exports) {${code}\n})`, { filename })(bundle, bundle.exports);
const { renderPublicPages, pagesManifest } = bundle.exports;

const pages = renderPublicPages({ scripts });
parentPort.postMessage({ pages, manifest: pagesManifest(pages, appPage) });
