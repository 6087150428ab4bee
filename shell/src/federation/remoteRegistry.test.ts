import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteRegistry } from './remoteRegistry';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchRemoteRegistry', () => {
  it('resolves relative entries against the site and keeps absolute ones', async () => {
    answer(200, {
      remotes: [
        { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json' },
        { name: 'mfe_journal', entry: 'https://cdn.example.com/journal/mf-manifest.json' },
      ],
    });
    await expect(fetchRemoteRegistry('http://127.0.0.1:3000')).resolves.toEqual([
      { name: 'mfe_auth', entry: 'http://127.0.0.1:3000/remotes/mfe-auth/mf-manifest.json' },
      { name: 'mfe_journal', entry: 'https://cdn.example.com/journal/mf-manifest.json' },
    ]);
  });

  it('ignores remotes this shell does not know', async () => {
    answer(200, { remotes: [{ name: 'mfe_future', entry: '/x.json' }, { name: 'mfe_import', entry: '/i.json' }] });
    await expect(fetchRemoteRegistry('http://h')).resolves.toEqual([{ name: 'mfe_import', entry: 'http://h/i.json' }]);
  });

  it('fails with the status when the registry cannot be read', async () => {
    answer(503, 'down');
    await expect(fetchRemoteRegistry('http://h')).rejects.toThrow(/^503: /);
  });

  it('fails clearly on an answer without a remotes list', async () => {
    answer(200, { nope: true });
    await expect(fetchRemoteRegistry('http://h')).rejects.toThrow('without a "remotes" list');
  });
});
