export interface FrontEndDefinition {
  /** The federation name, e.g. 'mfe_journal'. */
  readonly name: string;
  /** The workspace folder, e.g. 'mfe-journal'. */
  readonly folder: string;
  readonly devPort: number;
}

export declare const REMOTES: readonly FrontEndDefinition[];
export declare const SHELL: FrontEndDefinition;
