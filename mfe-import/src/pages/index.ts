import ImportPage from './ImportPage';
import type { StandaloneRoute } from '@tj/design-system/app';

/** This remote's pages under the paths the shell mounts them at (used by the standalone harness). */
export const pages: StandaloneRoute[] = [
  { path: '/import', title: 'Import Trade Center', Page: ImportPage },
];
