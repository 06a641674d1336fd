import { once } from 'node:events';
import { BroadcastChannel } from 'node:worker_threads';
import { jobRunner, type Job } from './document-job-runner.js';
import { documentJobs } from './document-jobs.js';

/** The channel between a test and its document threads. */
export const GATE = 'balcao-documentos-em-teste';

/**
 * The real document jobs, each held at its start until the test lets it go: the job says 'waiting'
 * on the GATE channel, then waits for any message there. A test sees a document running for as
 * long as it likes, without guessing how long a render takes.
 */
const gated = Object.fromEntries(
  Object.entries(documentJobs).map(([kind, job]): [string, Job] => [
    kind,
    async (input, port) => {
      const gate = new BroadcastChannel(GATE);
      try {
        const opened = once(gate, 'message');
        gate.postMessage('waiting');
        await opened;
      } finally {
        gate.close();
      }
      return (job as Job<unknown>)(input, port);
    },
  ]),
) as unknown as typeof documentJobs;

export default jobRunner(gated);
