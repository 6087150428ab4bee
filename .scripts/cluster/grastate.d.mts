// Types of grastate.mjs, for the TypeScript tests that import it.
export interface GaleraPosition { uuid: string | null; seqno: number; safeToBootstrap: boolean }
export declare function parseGrastate(text: string): GaleraPosition;
export declare function parseRecoveredPosition(log: string): { uuid: string; seqno: number } | null;
export declare function chooseBootstrapNode(positions: Array<GaleraPosition & { n: number }>): number | null;
