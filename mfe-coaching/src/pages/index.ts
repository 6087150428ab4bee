import PsychologyPage from './PsychologyPage';
import PlaybookPage from './PlaybookPage';
import type { StandaloneRoute } from '@tj/design-system/app';

/** This remote's pages under the paths the shell mounts them at (used by the standalone harness). */
export const pages: StandaloneRoute[] = [
  { path: '/psychology', title: 'Psychology', Page: PsychologyPage },
  { path: '/playbook', title: 'Play Book', Page: PlaybookPage },
];
