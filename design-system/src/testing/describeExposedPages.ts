import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * The contract test every remote runs: its rspack `exposes` list has exactly one module per page,
 * and each exposed module default-exports a component (what the shell's loader requires).
 */
export function describeExposedPages(remoteDir: string, pages: { Page: ComponentType }[]) {
  const require = createRequire(import.meta.url);
  const { exposes } = require(path.join(remoteDir, 'rspack.config.cjs')) as { exposes: Record<string, string> };

  describe('exposed modules', () => {
    it('exposes exactly one module per page, named after it', () => {
      expect(Object.keys(exposes).sort()).toEqual(pages.map(({ Page }) => `./${Page.name}`).sort());
    });

    it.each(Object.entries(exposes))('%s default-exports a React component', async (_name, file) => {
      const exposed = (await import(/* @vite-ignore */ path.join(remoteDir, file))) as { default: unknown };
      expect(typeof exposed.default).toBe('function');
    });
  });
}
