// Background processes of the local cluster: started detached (they outlive `npm run cluster -- up`),
// found again by their pid files, stopped by pid (never by name: other clusters may share the machine).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function readPid(pidFile) {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in `pidFile` when that process still runs, else null. */
export function runningPid(pidFile) {
  const pid = readPid(pidFile);
  return isAlive(pid) ? pid : null;
}

/** Starts `command` detached, its output appended to `logFile`; writes its pid to `pidFile` unless it writes its own. */
export function startDetached(command, args, { env, cwd, logFile, pidFile, writesOwnPid = false }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  if (!writesOwnPid && pidFile) writeFileSync(pidFile, `${child.pid}\n`);
  child.unref();
  return child.pid;
}

/** Waits for `pid` to exit; true when it did within `timeoutMs`. */
export async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

/** SIGTERM, then SIGKILL after `graceMs`. Returns whether a process was running. */
export async function stopProcess(pidFile, graceMs = 30_000) {
  const pid = runningPid(pidFile);
  if (!pid) {
    rmSync(pidFile, { force: true });
    return false;
  }
  process.kill(pid, 'SIGTERM');
  if (!(await waitForExit(pid, graceMs))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  rmSync(pidFile, { force: true });
  return true;
}

/** SIGKILL, as a crash would. Returns the pid killed, or null when nothing ran. */
export async function killProcess(pidFile) {
  const pid = runningPid(pidFile);
  if (!pid) return null;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
  return pid;
}

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes (then throws `what`). */
export async function waitFor(what, probe, { timeoutMs = 60_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await sleep(intervalMs);
  }
}
