// Types of args.mjs, for the TypeScript tests that import it.
export declare const USAGE: string;
export declare function parseClusterArgs(argv: string[]): { command?: string; n?: number; error?: string };
