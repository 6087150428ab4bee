// Types of check-markdown-links.mjs, for the TypeScript tests that import it.
export declare function problemsOfPage(file: string): string[];
