// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const { compressFolder, MIN_BYTES } = createRequire(import.meta.url)('./compress.cjs') as {
  compressFolder: (dir: string) => Promise<string[]>;
  MIN_BYTES: number;
};

/** Text that compresses, of about `bytes`. */
const text = (bytes: number) => 'const journal = "trades";\n'.repeat(Math.ceil(bytes / 26)).slice(0, bytes);

function buildFolder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-compress-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('compressFolder', () => {
  it('writes a brotli and a gzip copy of every JS, CSS, HTML, JSON and SVG file, in subfolders too, that decompress to it', async () => {
    const files = ['main.1a2b3c4d.js', 'style.css', 'index.html', 'mf-manifest.json', 'icons/logo.svg', 'deep/er/chunk.mjs'];
    const dir = buildFolder(Object.fromEntries(files.map((file) => [file, text(4000)])));
    await compressFolder(dir);
    for (const file of files) {
      const original = readFileSync(path.join(dir, file));
      const brotli = readFileSync(path.join(dir, `${file}.br`));
      const gzipped = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(gzipped).equals(original), file).toBe(true);
      expect(brotli.length).toBeLessThan(original.length);
    }
  });

  it(`leaves alone source maps, other types and files under ${MIN_BYTES} bytes`, async () => {
    const dir = buildFolder({
      'main.js.map': text(4000),
      'photo.png': Buffer.alloc(4000, 7),
      'font.woff2': Buffer.alloc(4000, 1),
      'tiny.js': text(MIN_BYTES - 1),
      'enough.js': text(MIN_BYTES),
    });
    await compressFolder(dir);
    expect(readdirSync(dir).sort()).toEqual(['enough.js', 'enough.js.br', 'enough.js.gz', 'font.woff2', 'main.js.map', 'photo.png', 'tiny.js']);
  });

  it('writes no copy that would not be smaller, and removes a stale one', async () => {
    // Pseudo-random bytes do not compress: each copy would be larger than the file.
    let seed = 42;
    const noise = Buffer.from(Array.from({ length: 4000 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23));
    const dir = buildFolder({ 'noise.json': noise, 'noise.json.br': 'stale', 'noise.json.gz': 'stale' });
    await compressFolder(dir);
    expect(readdirSync(dir)).toEqual(['noise.json']);
  });
});
