// Types of packages.mjs, for the TypeScript tests that import it.
export declare const CLUSTER_PACKAGES: readonly { name: string; file: string }[];
export declare function missingPackages(exists?: (file: string) => boolean): string[];
export declare function installMissingPackages(log: (line: string) => void): void;
