import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { preferredEncoding, type ContentEncoding } from './accept-encoding';
import type { RemotePage } from './remote-page-preloads';

/**
 * What the shell's build writes beside its pages (shell/build/publicSite.cjs): each pre-rendered
 * public page by path, and the app's page, which draws every other path of the app.
 */
export interface PagesManifest {
  pages: Record<string, string>;
  app: string;
  /** The app's pages that a remote draws (the shell's route table), by path. */
  remotePages?: Record<string, RemotePage>;
}

/** Before the public site was built apart, the app's page was index.html; a build without pages.json is one of those. */
const NO_MANIFEST: PagesManifest = { pages: {}, app: 'index.html' };

interface PreparedPage {
  version: string;
  etag: string;
  bodies: Record<ContentEncoding | 'identity', Buffer>;
}

/** Prepared (changed and compressed) pages kept in memory. */
const MAX_PREPARED_PAGES = 64;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function versionOf(file: string): Promise<string | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? `${stats.mtimeMs}:${stats.size}` : null;
  } catch {
    return null;
  }
}

/** `headHtml` just before the document's `</head>`, once. */
export function withHeadHtml(html: string, headHtml: string): string {
  if (!headHtml) return html;
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : html.slice(0, end) + headHtml + html.slice(end);
}

/** '/privacy-policy/' is the page '/privacy-policy'. */
const withoutTrailingSlash = (urlPath: string) => urlPath.replace(/(.)\/+$/, '$1');

/**
 * The shell's HTML pages, served with `headHtml` added to their head. Each file is read, changed
 * and compressed once per version on disk (its modification time and size), then served from
 * memory, compressed as the client accepts, with an ETag for revalidation.
 */
export class HtmlPages {
  private readonly prepared = new Map<string, Promise<PreparedPage>>();
  private manifestRead: { version: string; manifest: PagesManifest } | null = null;

  constructor(
    private readonly folder: string,
    private readonly headHtml: string,
  ) {}

  private async manifest(): Promise<PagesManifest> {
    const file = path.join(this.folder, 'pages.json');
    const version = await versionOf(file);
    if (version === null) return NO_MANIFEST;
    if (this.manifestRead?.version !== version) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as PagesManifest;
      this.manifestRead = { version, manifest };
    }
    return this.manifestRead.manifest;
  }

  /** The pre-rendered page of `urlPath`, if it is a public page. */
  async publicPageAt(urlPath: string): Promise<string | null> {
    const { pages } = await this.manifest();
    const normalized = withoutTrailingSlash(urlPath);
    return Object.hasOwn(pages, normalized) ? (pages[normalized] ?? null) : null;
  }

  /** The remote page of the app at `urlPath`, if a remote draws it. */
  async remotePageAt(urlPath: string): Promise<RemotePage | null> {
    const { remotePages = {} } = await this.manifest();
    const normalized = withoutTrailingSlash(urlPath);
    return Object.hasOwn(remotePages, normalized) ? (remotePages[normalized] ?? null) : null;
  }

  /** The app's page, which draws every path that has no page of its own. */
  async appPage(): Promise<string> {
    return (await this.manifest()).app;
  }

  private async prepare(file: string, version: string, pageHeadHtml: string): Promise<PreparedPage> {
    const html = Buffer.from(withHeadHtml(await readFile(file, 'utf8'), this.headHtml + pageHeadHtml));
    const [br, gzipped] = await Promise.all([
      compressBrotli(html, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      compressGzip(html, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    const etag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
    return { version, etag, bodies: { identity: html, br, gzip: gzipped } };
  }

  private async load(file: string, pageHeadHtml: string): Promise<PreparedPage | null> {
    const version = await versionOf(file);
    if (version === null) return null;
    const key = `${file}\n${pageHeadHtml}`;
    const cached = this.prepared.get(key);
    if (cached && (await cached.catch(() => null))?.version === version) return cached;
    // One copy per page and head: a handful (the app's page has one head per remote it opens on,
    // and one for every other path). Bounded all the same: the oldest copy goes first.
    if (!cached && this.prepared.size >= MAX_PREPARED_PAGES) this.prepared.delete(this.prepared.keys().next().value!);
    const preparing = this.prepare(file, version, pageHeadHtml);
    this.prepared.set(key, preparing);
    // A failed read is not kept: the next request tries again.
    preparing.catch(() => this.prepared.delete(key));
    return preparing;
  }

  /**
   * Sends the page `name` (a file of the folder), with `pageHeadHtml` added to its head for this
   * request (the app's page: what the page at the requested path loads first); false when there is
   * no such file.
   */
  async send(req: Request, res: Response, name: string, pageHeadHtml = ''): Promise<boolean> {
    const page = await this.load(path.join(this.folder, path.basename(name)), pageHeadHtml);
    if (!page) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.setHeader('ETag', `"${page.etag}${encoding ? `-${encoding}` : ''}"`);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    const body = page.bodies[encoding ?? 'identity'];
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
