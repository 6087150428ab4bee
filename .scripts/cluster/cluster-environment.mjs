// The cluster's layout as the environment selects it: $TJ_CLUSTER_DIR (default <tmp>/tj-cluster)
// and TJ_CLUSTER_PORT_* overrides (docs/deployment.md).
import os from 'node:os';
import path from 'node:path';
import { clusterLayout, portsFromEnvironment } from './layout.mjs';

export function layoutFromEnvironment(env = process.env) {
  return clusterLayout(env.TJ_CLUSTER_DIR || path.join(os.tmpdir(), 'tj-cluster'), portsFromEnvironment(env));
}
