import type { EntityManager } from '@mikro-orm/core';
import { JOB_STATES } from './job.entity';
import { JobRequestError } from './job-error';
import type { JobQueue } from './job-queue';

export const JOBS_USAGE = 'Usage: npm run jobs -- list | retry <id> | cancel <id>';

export interface CommandResult {
  exitCode: 0 | 1 | 2;
  output: string;
}

/** A wait in words an operator reads at a glance: "45 s", "12 min 5 s", "3 h 20 min", "2 d 4 h". */
export function describeAge(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** `npm run jobs -- …` (jobs-cli.ts): what an operator asks of the queue, answered in text. */
export async function runJobsCommand(args: readonly string[], em: EntityManager, queue: JobQueue): Promise<CommandResult> {
  const [command, idText, ...rest] = args;
  if (command === 'list' && idText === undefined) return { exitCode: 0, output: await list(em, queue) };
  if ((command === 'retry' || command === 'cancel') && idText !== undefined && rest.length === 0) {
    if (!/^\d{1,15}$/.test(idText)) return { exitCode: 2, output: `"${idText}" is not a job id (a whole number, as \`list\` shows it).\n${JOBS_USAGE}` };
    try {
      const job = command === 'retry' ? await queue.retry(em, Number(idText)) : await queue.cancel(em, Number(idText));
      return { exitCode: 0, output: `Job #${job.id} (${job.kind}) is now ${job.state}.` };
    } catch (error) {
      if (error instanceof JobRequestError) return { exitCode: 1, output: `${error.message}.` };
      throw error;
    }
  }
  return { exitCode: 2, output: command === undefined ? JOBS_USAGE : `Unknown command "${args.join(' ')}".\n${JOBS_USAGE}` };
}

async function list(em: EntityManager, queue: JobQueue): Promise<string> {
  const { counts, oldestQueuedAgeMs } = await queue.stats(em);
  const lines = [
    `Jobs: ${JOB_STATES.map((state) => `${counts[state]} ${state}`).join(', ')}`,
    `Oldest waiting job: ${oldestQueuedAgeMs === null ? 'none waiting' : `due ${describeAge(oldestQueuedAgeMs)} ago`}`,
  ];
  const failures = await queue.failures(em);
  if (failures.length > 0) {
    lines.push(`Failed jobs (the ${failures.length} most recent, newest first; \`retry <id>\` queues one again):`);
    for (const job of failures) {
      const owner = job.userId === null ? '' : `, user ${job.userId}`;
      lines.push(`  #${job.id} ${job.kind}${owner}, ${job.attempts} of ${job.maxAttempts} attempts, failed ${job.finishedAt?.toISOString() ?? '?'}: ${job.lastError ?? '(no error recorded)'}`);
    }
  }
  return lines.join('\n');
}
