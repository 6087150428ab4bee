// Types of doc-references.mjs, for the TypeScript tests that import it.
export declare const ROOT: string;
export declare const PRODUCT_DOCUMENTS: Record<'SPEC' | 'DECISIONS', string>;
export declare function markdownFiles(dir?: string): string[];
export declare function anchorOf(heading: string): string;
export declare function headingsOf(file: string): string[];
export declare function hasNumberedSection(file: string, number: string): boolean;
export declare function resolveMarkdown(cited: string, fromFile: string): string | null;
export declare function danglingReferencesIn(text: string, fromFile: string): string[];
