// Reading a node's saved Galera position (docs/deployment.md, "The local cluster"). Pure.

/** The fields of a grastate.dat: uuid, seqno (-1 after a crash) and safe_to_bootstrap. */
export function parseGrastate(text) {
  const field = (name) => text.match(new RegExp(`^${name}:\\s*(\\S+)`, 'm'))?.[1];
  const seqno = Number(field('seqno') ?? '-1');
  return { uuid: field('uuid') ?? null, seqno: Number.isInteger(seqno) ? seqno : -1, safeToBootstrap: field('safe_to_bootstrap') === '1' };
}

/** The position printed by `mariadbd --wsrep-recover` ("WSREP: Recovered position: <uuid>:<seqno>"), or null. */
export function parseRecoveredPosition(log) {
  const matches = [...log.matchAll(/WSREP: Recovered position:\s+([0-9a-f-]{36}):(-?\d+)/g)];
  const last = matches.at(-1);
  return last ? { uuid: last[1], seqno: Number(last[2]) } : null;
}

/**
 * Which node bootstraps a cluster none of whose nodes runs: the one marked safe_to_bootstrap (it
 * left last, cleanly), else the one holding the highest seqno (the most writes). Null when no node
 * has any data (a new cluster: the caller bootstraps node 1).
 */
export function chooseBootstrapNode(positions) {
  const known = positions.filter((p) => p.uuid);
  if (known.length === 0) return null;
  const safe = known.find((p) => p.safeToBootstrap);
  if (safe) return safe.n;
  return known.reduce((best, p) => (p.seqno > best.seqno ? p : best)).n;
}
