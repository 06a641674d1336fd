import { Readable } from 'node:stream';
import type { GridRow } from '../../../shared/schemas/grid.js';
import type { DocumentPool, RunningJob } from './document-pool.js';
import type { SheetFeed, SheetOutput, SpreadsheetInput } from './spreadsheet.js';

/** A yes/no the feeding loop waits on: the worker wants rows; the reply has room for bytes. */
class Latch {
  private wake: (() => void) | undefined;
  constructor(private isOpen: boolean) {}
  open(): void {
    this.isOpen = true;
    this.wake?.();
    this.wake = undefined;
  }
  close(): void {
    this.isOpen = false;
  }
  async wait(): Promise<void> {
    if (!this.isOpen) await new Promise<void>((resolve) => (this.wake = resolve));
  }
}

/**
 * A spreadsheet as a stream, written on a worker thread: each page of rows goes to the worker only
 * when it asks for more and the reply has taken the bytes before, so memory holds a page and not
 * the file, and the main thread only reads pages. A failure before the first byte reaches the
 * error handler (its status and message); after it, the download is cut. A caller that goes away
 * stops the job.
 */
export class SpreadsheetStream extends Readable {
  private readonly job: RunningJob<void>;
  private readonly workerWants = new Latch(false);
  private readonly room = new Latch(true);

  constructor(
    pool: DocumentPool,
    input: SpreadsheetInput,
    pages: AsyncIterable<GridRow[]>,
    failed: (error: unknown) => Error,
  ) {
    super();
    this.job = pool.start('spreadsheet', input, {
      timeoutMs: pool.config.exportTimeoutMs,
      onMessage: (message) => this.fromWorker(message as SheetOutput),
    });
    const fail = (error: unknown) => this.destroy(failed(error));
    this.job.done.catch(fail);
    this.feed(pages).catch(fail);
  }

  override _read(): void {
    this.room.open();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // A sheet read to its end leaves the worker to finish its job; only one given up is cancelled
    // (cancelling a finished one failed its job and logged an error after every export).
    if (error || !this.readableEnded) this.job.cancel();
    this.workerWants.open();
    this.room.open();
    callback(error);
  }

  private fromWorker(message: SheetOutput): void {
    if ('chunk' in message) {
      const { buffer, byteOffset, byteLength } = message.chunk;
      if (!this.push(Buffer.from(buffer, byteOffset, byteLength))) this.room.close();
    } else if ('more' in message) this.workerWants.open();
    else this.push(null);
  }

  private async feed(pages: AsyncIterable<GridRow[]>): Promise<void> {
    for await (const rows of pages) {
      if (!(await this.ready())) return;
      this.send({ rows });
    }
    if (await this.ready()) this.send({ end: true });
  }

  /** Waits until the worker wants rows and the reply has room; false once the stream is gone. */
  private async ready(): Promise<boolean> {
    await this.workerWants.wait();
    await this.room.wait();
    return !this.destroyed;
  }

  private send(message: SheetFeed): void {
    this.workerWants.close();
    this.job.post(message);
  }
}
