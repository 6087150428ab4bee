// The command line of `npm run cluster -- <command> [N]` (docs/deployment.md). Pure.
import { API_COUNT, NODE_COUNT } from './layout.mjs';

const COMMANDS = {
  up: { takes: null, help: 'start whatever is not running (bootstrapping or recovering the nodes first)' },
  down: { takes: null, help: 'stop the APIs, HAProxy and the nodes cleanly (data kept)' },
  status: { takes: null, help: "each node's wsrep state, each API's health, HAProxy's backend states" },
  'kill-node': { takes: 'node', help: 'SIGKILL database node N' },
  'start-node': { takes: 'node', help: 'start node N again (recovers its position, rejoins by IST)' },
  'kill-api': { takes: 'api', help: 'SIGKILL API process N' },
  'restart-api': { takes: 'api', help: 'start API process N again' },
  destroy: { takes: null, help: 'down, then delete the work folder and its data' },
};

export const USAGE = [
  'Usage: npm run cluster -- <command> [N]',
  ...Object.entries(COMMANDS).map(([name, { takes, help }]) => `  ${`${name}${takes ? ' N' : ''}`.padEnd(15)} ${help}`),
].join('\n');

/** `{ command, n }` from the arguments, or `{ error }` with a message saying what is wrong. */
export function parseClusterArgs(argv) {
  const [command, number, ...rest] = argv;
  if (!command) return { error: 'No command given.' };
  const spec = COMMANDS[command];
  if (!spec) return { error: `Unknown command "${command}".` };
  if (!spec.takes) {
    if (number !== undefined) return { error: `"${command}" takes no argument.` };
    return { command };
  }
  const max = spec.takes === 'node' ? NODE_COUNT : API_COUNT;
  if (rest.length > 0) return { error: `"${command}" takes one number.` };
  if (number === undefined || !/^\d+$/.test(number) || Number(number) < 1 || Number(number) > max) {
    return { error: `"${command}" needs ${spec.takes === 'node' ? 'a node' : 'an API'} number from 1 to ${max}.` };
  }
  return { command, n: Number(number) };
}
