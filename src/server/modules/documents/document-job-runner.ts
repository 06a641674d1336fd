import os from 'node:os';
import { isMainThread, type MessagePort } from 'node:worker_threads';
import { AppError } from '../../http/errors.js';

/**
 * One kind of document a worker thread makes: plain data in (never a database handle), the file's
 * bytes out. `port` talks to the main thread while the job runs (a streamed job's rows and bytes).
 */
export type Job<I = never, O = unknown> = (input: I, port: MessagePort) => Promise<O>;
export type JobMap = Record<string, Job>;

/** What the main thread sends: which job, its input and the job's end of a channel. */
export type JobTask = { kind: string; input: unknown; port: MessagePort };

/** What comes back: the value, or a refusal the user reads (an AppError does not survive the crossing). */
export type JobOutcome = { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** The first message of every job on its channel: its time limit counts from here, not from the queue. */
export const JOB_STARTED = 'job-started';

/** The handler a worker thread runs for each task: the job of that kind, its refusals as data. */
export function jobRunner(jobs: JobMap): (task: JobTask) => Promise<JobOutcome> {
  giveWayToRequests();
  return async ({ kind, input, port }) => {
    port.postMessage(JOB_STARTED);
    try {
      const job = jobs[kind];
      if (!job) throw new Error(`no document job '${kind}'`);
      return { ok: true, value: await job(input as never, port) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, status: error.status, message: error.message };
      throw error;
    } finally {
      // Messages already posted are still delivered; the thread keeps no open handle between jobs.
      port.close();
    }
  };
}

/**
 * Requests come first: on Linux the nice value belongs to each thread, so a document thread niced
 * by 10 gives way to the thread that answers requests when the cores are busy. Only there and only
 * off the main thread (elsewhere it would slow the whole process).
 */
function giveWayToRequests(): void {
  if (!isMainThread && process.platform === 'linux') os.setPriority(Math.min(19, os.getPriority() + 10));
}
