import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { messages } from '../../../shared/messages.js';
import type { DocumentPoolConfig } from '../../config.js';
import { AppError, unavailable } from '../../http/errors.js';
import { JOB_STARTED, type JobMap, type JobOutcome, type JobTask } from './document-job-runner.js';
import type { documentJobs } from './document-jobs.js';

/** A job a worker thread has taken (or will take when one is free). */
export type RunningJob<T> = {
  /** Sends the job a message (a streamed job's next rows). */
  post(message: unknown): void;
  /** The job's value; a 503 in pt-BR when it ran past its time limit. */
  done: Promise<T>;
  /** Ends the job now (its caller went away): the thread running it is stopped and replaced. */
  cancel(): void;
};

export type StartOptions = {
  /** The job's time limit, counted from when a thread starts it; the pool's document limit by default. */
  timeoutMs?: number;
  /** The job's own messages (a streamed job's bytes). */
  onMessage?: (message: unknown) => void;
};

type InputOf<J extends JobMap, K extends keyof J> = Parameters<J[K]>[0];
type OutputOf<J extends JobMap, K extends keyof J> = Awaited<ReturnType<J[K]>>;

const timedOut = Symbol('timed out');

/**
 * `npm start` runs the server compiled to JavaScript, and its threads load the compiled jobs. From
 * the TypeScript sources (tests, benchmarks, `npm run dev`) a worker thread does not get the loader
 * of the thread that made it everywhere (Vitest runs files through Vite): each document thread then
 * loads tsx itself, by path, whatever the working directory.
 */
const compiled = import.meta.url.endsWith('.js');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const loaderFor = (jobs: URL) => (jobs.pathname.endsWith('.ts') ? ['--import', tsxLoader] : []);

/**
 * Every document (PDFs, spreadsheets, whatever comes next) is made here, on worker threads, so a
 * heavy one never stalls the requests the main thread answers. A bounded number of threads, a
 * bounded line of waiting jobs (one more is refused with a pt-BR 'try again', 503) and a time limit
 * per job, after which its thread is stopped and replaced and the caller gets a pt-BR 503.
 */
export class DocumentPool<J extends JobMap = typeof documentJobs> {
  private readonly piscina: Piscina;
  /** Jobs accepted and not finished: running or waiting for a thread. */
  private admitted = 0;
  private started = 0;

  constructor(
    readonly config: DocumentPoolConfig,
    jobsModule: URL = new URL(`./document-jobs.${compiled ? 'js' : 'ts'}`, import.meta.url),
  ) {
    this.piscina = new Piscina({
      filename: jobsModule.href,
      // Not the process's own flags: a worker refuses V8 ones (`--max-old-space-size`, `--expose-gc`).
      execArgv: loaderFor(jobsModule),
      minThreads: 0,
      maxThreads: config.threads,
      // Warm threads answer the next document at once; an idle minute gives their memory back.
      idleTimeout: 60_000,
      // A runaway document ends its own thread, never the process.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }

  /** Jobs a thread is working on right now. */
  get running(): number {
    return this.started;
  }

  start<K extends keyof J & string>(
    kind: K,
    input: InputOf<J, K>,
    options: StartOptions = {},
  ): RunningJob<OutputOf<J, K>> {
    if (this.admitted >= this.config.threads + this.config.queue) throw unavailable(messages.documents.busy);
    this.admitted += 1;
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const onMessage = (message: unknown) => {
      if (message !== JOB_STARTED) return options.onMessage?.(message);
      this.started += 1;
      timer = setTimeout(() => abort.abort(timedOut), options.timeoutMs ?? this.config.timeoutMs);
    };
    const ofTheJob = (message: unknown) => {
      if (message !== JOB_STARTED) options.onMessage?.(message);
    };
    port1.on('message', onMessage);
    const task: JobTask = { kind, input, port: port2 };
    // Through a promise, so that even a thread that cannot start gives the slot back.
    const done = Promise.resolve()
      .then(() => this.piscina.run(task, { transferList: [port2], signal: abort.signal }))
      .then(
        (outcome: JobOutcome) => {
          if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
          return outcome.value as OutputOf<J, K>;
        },
        (error: unknown) => {
          throw abort.signal.reason === timedOut ? unavailable(messages.documents.timedOut) : error;
        },
      )
      .finally(() => {
        port1.off('message', onMessage);
        closeAfterDelivery(port1, ofTheJob);
        clearTimeout(timer);
        if (timer) this.started -= 1;
        this.admitted -= 1;
      });
    return { post: (message) => port1.postMessage(message), done, cancel: () => abort.abort() };
  }

  /** Stops every thread (jobs still running fail); for the server's shutdown. */
  close(): Promise<void> {
    return this.piscina.destroy();
  }
}

/**
 * The result comes on the pool's own channel and may overtake the job's last messages (a file's
 * last bytes): they are already queued on the port, so they are delivered before it closes.
 */
function closeAfterDelivery(port: MessagePort, deliver: (message: unknown) => void): void {
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) deliver(next.message);
  port.close();
}
