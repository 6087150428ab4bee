import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../../startup-errors';

/** An absolute http(s) URL (a remote deployed elsewhere) or a path on this site (not `//host`). */
function isRemoteEntry(entry: string): boolean {
  if (/^\/(?!\/)/.test(entry)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(entry).protocol);
  } catch {
    return false;
  }
}

const registeredRemoteSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a federation name such as mfe_journal'),
  entry: z.string().refine(isRemoteEntry, 'must be an absolute http(s) URL or a path starting with "/"'),
});

const remoteRegistrySchema = z.object({ remotes: z.array(registeredRemoteSchema) }).refine(
  ({ remotes }) => new Set(remotes.map(({ name }) => name)).size === remotes.length,
  { message: 'each remote name may appear only once', path: ['remotes'] },
);

export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * This repository's remotes (the design system's one list of them): federation name, and the
 * workspace folder whose dist/ is served at /remotes/<folder>/. Read at run time: a plain CommonJS
 * file shared with the builds and scripts, outside this package's compiled sources.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const BUNDLED_REMOTES: ReadonlyArray<{ name: string; folder: string }> = (require('@tj/design-system/federation/remotes') as { REMOTES: Array<{ name: string; folder: string }> }).REMOTES;

export const bundledRemotePath = (folder: string) => `/remotes/${folder}`;

/** Every remote served by this process (see http/static.ts). */
export const DEFAULT_REMOTE_REGISTRY: RemoteRegistry = {
  remotes: BUNDLED_REMOTES.map(({ name, folder }) => ({ name, entry: `${bundledRemotePath(folder)}/mf-manifest.json` })),
};

const EXAMPLE = '{"remotes":[{"name":"mfe_journal","entry":"https://cdn.example.com/journal/mf-manifest.json"}, …]}';

function parseRegistry(text: string, source: string): RemoteRegistry {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source} is not valid JSON (${(error as Error).message}). Expected ${EXAMPLE}`);
  }
  const result = remoteRegistrySchema.safeParse(data);
  if (!result.success) {
    throw new ConfigError(`${source} is not a valid remote registry:\n${z.prettifyError(result.error)}\nExpected ${EXAMPLE}`);
  }
  return result.data;
}

/**
 * The registry replaces the built-in one as a whole when REMOTES_JSON (inline) or REMOTES_FILE
 * (a path) is set, so an operator sees in one place every remote the shell will load.
 */
export function loadRemoteRegistry(source: { file?: string; json?: string }): RemoteRegistry {
  if (source.file && source.json) throw new ConfigError('Set REMOTES_FILE or REMOTES_JSON, not both.');
  if (source.json) return parseRegistry(source.json, 'REMOTES_JSON');
  if (!source.file) return DEFAULT_REMOTE_REGISTRY;
  let text: string;
  try {
    text = readFileSync(source.file, 'utf8');
  } catch (error) {
    throw new ConfigError(`REMOTES_FILE ${source.file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  return parseRegistry(text, `REMOTES_FILE ${source.file}`);
}

/** Origins of remotes deployed elsewhere: the content security policy must let the shell load them. */
export function externalRemoteOrigins(registry: RemoteRegistry): string[] {
  const origins = registry.remotes.filter(({ entry }) => !entry.startsWith('/')).map(({ entry }) => new URL(entry).origin);
  return [...new Set(origins)];
}
