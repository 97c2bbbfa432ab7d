/**
 * At most `concurrency` jobs at a time; up to `maxWaiting` more wait their turn, in order. Past that `run` says
 * no at once (null) rather than queueing without bound: the caller answers 503 and the client retries later.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  readonly concurrency: number;
  readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** The job's result, or null when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return { value: await job() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job; with none waiting it is freed.
      if (next) next();
      else this.running--;
    }
  }

  /** Jobs running and waiting now (tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
