import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ConfigError } from '../../startup-errors';
import { DEFAULT_REMOTE_REGISTRY, externalRemoteOrigins, loadRemoteRegistry } from './remote-registry';

const journalOnCdn = { remotes: [{ name: 'mfe_journal', entry: 'https://cdn.example.com/journal/v42/mf-manifest.json' }] };

describe('remote registry', () => {
  it('serves every remote from this site by default', () => {
    expect(loadRemoteRegistry({})).toEqual({
      remotes: [
        { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json' },
        { name: 'mfe_journal', entry: '/remotes/mfe-journal/mf-manifest.json' },
        { name: 'mfe_import', entry: '/remotes/mfe-import/mf-manifest.json' },
        { name: 'mfe_coaching', entry: '/remotes/mfe-coaching/mf-manifest.json' },
      ],
    });
    expect(externalRemoteOrigins(DEFAULT_REMOTE_REGISTRY)).toEqual([]);
  });

  it('is replaced by REMOTES_JSON', () => {
    const registry = loadConfig({ REMOTES_JSON: JSON.stringify(journalOnCdn) }).remotes;
    expect(registry).toEqual(journalOnCdn);
    expect(externalRemoteOrigins(registry)).toEqual(['https://cdn.example.com']);
  });

  it('is replaced by the file REMOTES_FILE names', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tj-remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify(journalOnCdn));
    expect(loadConfig({ REMOTES_FILE: file }).remotes).toEqual(journalOnCdn);
  });

  it.each([
    ['not JSON', '{remotes:', /REMOTES_JSON is not valid JSON/],
    ['no list', '{"remote":[]}', /expected array[\s\S]*at remotes/],
    ['a bad name', '{"remotes":[{"name":"mfe journal","entry":"/x.json"}]}', /federation name[\s\S]*remotes\[0\]\.name/],
    ['a script URL', '{"remotes":[{"name":"mfe_journal","entry":"javascript:alert(1)"}]}', /absolute http\(s\) URL[\s\S]*remotes\[0\]\.entry/],
    ['a protocol-relative URL', '{"remotes":[{"name":"mfe_journal","entry":"//cdn.example.com/x.json"}]}', /remotes\[0\]\.entry/],
    [
      'a name twice',
      '{"remotes":[{"name":"mfe_auth","entry":"/a.json"},{"name":"mfe_auth","entry":"/b.json"}]}',
      /only once/,
    ],
  ])('refuses %s with a message that says what to fix', (_case, json, message) => {
    const load = () => loadConfig({ REMOTES_JSON: json });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('refuses a REMOTES_FILE it cannot read, and both variables at once', () => {
    expect(() => loadConfig({ REMOTES_FILE: '/nonexistent/remotes.json' })).toThrow(/REMOTES_FILE \/nonexistent\/remotes.json cannot be read \(ENOENT\)/);
    expect(() => loadConfig({ REMOTES_FILE: '/x.json', REMOTES_JSON: '{"remotes":[]}' })).toThrow(/not both/);
  });
});
