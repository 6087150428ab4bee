import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { ENCODED_EXTENSION, preferredEncoding, type ContentEncoding } from './accept-encoding';

/** The file types the build compresses (design-system/federation/compress.cjs). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/i;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The compressed copies the build wrote beside `file`. */
async function encodedCopiesOf(file: string): Promise<ContentEncoding[]> {
  const encodings = Object.keys(ENCODED_EXTENSION) as ContentEncoding[];
  const present = await Promise.all(encodings.map((encoding) => isFile(file + ENCODED_EXTENSION[encoding])));
  return encodings.filter((_encoding, index) => present[index]);
}

/** `urlPath` decoded and resolved inside `root`, or null for a path that leaves it or names a dotfile. */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Serves the brotli or gzip copy of a static file when the client accepts one (with the file's own
 * Content-Type), and marks every answer for a file that has copies `Vary: Accept-Encoding`. A file
 * without copies, or a client that takes none, goes on to the plain static files.
 */
export function precompressedFiles(root: string, setCacheHeaders: (res: Response, file: string) => void): RequestHandler {
  const resolvedRoot = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(resolvedRoot, req.path);
    if (!file || !COMPRESSIBLE.test(file)) return next();
    const [exists, copies] = await Promise.all([isFile(file), encodedCopiesOf(file)]);
    if (!exists || copies.length === 0) return next();

    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding'], copies);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    setCacheHeaders(res, file);
    res.sendFile(file + ENCODED_EXTENSION[encoding], { cacheControl: false, dotfiles: 'allow' }, (error?: NodeJS.ErrnoException) => {
      if (!error || res.headersSent) return;
      // The copy went away meanwhile: the plain file answers instead.
      res.removeHeader('Content-Encoding');
      next(error.code === 'ENOENT' ? undefined : error);
    });
  };
}
