import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { badRequest } from '../../http/errors.js';
import { jobRunner } from './document-job-runner.js';

/** Jobs that do on purpose what a real document does only by accident, for the pool's tests. */
export const fixtureJobs = {
  /** Holds its thread until the main thread posts anything on the job's channel. */
  hold: (_input: undefined, port: MessagePort) =>
    new Promise<string>((resolve) => port.once('message', () => resolve('liberado'))),
  /** Never yields: only the time limit ends it. */
  spin: async (): Promise<never> => {
    for (;;) await Promise.resolve();
  },
  /** Refuses the way a document over its caps does. */
  refuse: (message: string) => Promise.reject(badRequest(message)),
  echo: (input: string) => Promise.resolve(input),
  /** The thread's nice value. */
  priority: () => Promise.resolve(os.getPriority()),
};

export default jobRunner(fixtureJobs);
