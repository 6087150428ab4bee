// Types of render.mjs, for the TypeScript tests that import it.
import type { ClusterLayout, ClusterNode } from './layout.mjs';
export declare function renderTemplate(template: string, values: Record<string, string | number>): string;
export declare function nodeConfigValues(layout: ClusterLayout, node: ClusterNode, clusterAddress: string): Record<string, string | number>;
export declare function haproxyValues(layout: ClusterLayout, errorsDir: string): Record<string, string | number>;
