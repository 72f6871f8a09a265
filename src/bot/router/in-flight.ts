/**
 * The interactions being handled, by id, for a graceful stop: once closed, new ones are told
 * the bot is restarting while those in flight finish (bounded by `drain`).
 */
export class InFlight {
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  get closed(): boolean {
    return this.stopped;
  }

  get size(): number {
    return this.running.size;
  }

  close(): void {
    this.stopped = true;
  }

  /** Keeps `work` under `id` until it settles; returns it. */
  track(id: string, work: Promise<void>): Promise<void> {
    const p = work.finally(() => this.running.delete(id));
    this.running.set(id, p);
    return p;
  }

  get(id: string): Promise<void> | undefined {
    return this.running.get(id);
  }

  /** Waits for everything in flight, at most `timeoutMs`; true when all finished. */
  async drain(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
    const all = Promise.allSettled([...this.running.values()]).then(() => true);
    const done = await Promise.race([all, timeout]);
    clearTimeout(timer);
    return done;
  }
}
