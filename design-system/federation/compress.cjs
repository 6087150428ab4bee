// Brotli and gzip copies of every text asset, made once at build time so the server never
// compresses a static file per request (graph-api/src/http/static.ts picks one by Accept-Encoding).
const { readdir, readFile, rm, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

/** The asset types worth compressing. Source maps are never served, so they are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/i;
/** Below this a response fits in one packet anyway and the copies are not worth their files. */
const MIN_BYTES = 1024;
const ENCODINGS = [
  {
    extension: '.br',
    compress: promisify(zlib.brotliCompress),
    options: (size) => ({
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  { extension: '.gz', compress: promisify(zlib.gzip), options: () => ({ level: zlib.constants.Z_BEST_COMPRESSION }) },
];

const isCompressible = (file) => COMPRESSIBLE.test(file);

/**
 * Writes `file.br` and `file.gz` beside `file` (a compressible asset of MIN_BYTES or more), or
 * removes stale ones. A copy that would not be smaller is not written. Returns the copies written.
 */
async function compressFile(file) {
  const written = [];
  const content = await readFile(file);
  for (const { extension, compress, options } of ENCODINGS) {
    const target = file + extension;
    const compressed = content.length >= MIN_BYTES && isCompressible(file) ? await compress(content, options(content.length)) : null;
    if (compressed && compressed.length < content.length) {
      await writeFile(target, compressed);
      written.push(target);
    } else {
      await rm(target, { force: true });
    }
  }
  return written;
}

/** Every compressible file under `dir`, recursively. */
async function compressibleFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && isCompressible(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file under `dir` (a build's output folder). */
async function compressFolder(dir) {
  const files = await compressibleFiles(dir);
  const written = await Promise.all(files.map(compressFile));
  return written.flat();
}

/**
 * Compresses the assets a compilation emitted, once they are on disk. Several compilations may
 * write into one folder (the shell's app and public site), so each compresses only its own files.
 */
class CompressAssetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CompressAssetsPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .map(({ name }) => name)
        .filter(isCompressible)
        .map((name) => path.join(outputPath, name));
      await Promise.all(files.map(compressFile));
    });
  }
}

module.exports = { COMPRESSIBLE, MIN_BYTES, compressFile, compressFolder, CompressAssetsPlugin };

// `node compress.cjs <folder>`: the Storybook build, which rspack's plugin does not reach.
if (require.main === module) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node compress.cjs <folder>');
    process.exit(2);
  }
  compressFolder(path.resolve(folder)).then(
    (written) => console.log(`Wrote ${written.length} compressed copies (.br, .gz) in ${folder}.`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
