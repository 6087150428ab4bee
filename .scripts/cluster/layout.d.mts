// Types of layout.mjs, for the TypeScript tests that import it.
export declare const NODE_COUNT: number;
export declare const API_COUNT: number;
export type ClusterPorts = Record<'haproxyMysql' | 'nodeMysql' | 'galera' | 'ist' | 'sst' | 'nodeCheck' | 'haproxyHttp' | 'api' | 'haproxyStats', number>;
export declare const DEFAULT_PORTS: Readonly<ClusterPorts>;
export interface ClusterNode {
  n: number; name: string; dir: string; dataDir: string; configFile: string; socket: string; pidFile: string; logFile: string;
  checkPidFile: string; checkLogFile: string; mysqlPort: number; galeraPort: number; istPort: number; sstPort: number; checkPort: number;
}
export interface ClusterApi { n: number; name: string; dir: string; port: number; pidFile: string; logFile: string }
export interface ClusterLayout {
  workDir: string;
  ports: ClusterPorts;
  nodes: ClusterNode[];
  apis: ClusterApi[];
  haproxy: { configFile: string; pidFile: string; logFile: string; socket: string };
  credentialsFile: string;
  database: string;
}
export declare function clusterLayout(workDir: string, ports?: Partial<ClusterPorts>): ClusterLayout;
export declare function clusterAddress(layout: ClusterLayout): string;
export declare function portsFromEnvironment(env: Record<string, string | undefined>): Partial<ClusterPorts>;
