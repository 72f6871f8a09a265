import type { Priority } from './limiter.js';

interface Waiter {
  priority: Priority;
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * The requests of one key waiting for a send slot, in this process: queued writes before queued
 * reads (a moderator's action should not sit behind a page of lookups), background refreshes
 * last, first come first served within each. Both limiters keep their waiters here; they differ
 * only in who decides when a slot is free.
 */
export class WaitQueue {
  private readonly queues: Record<Priority, Waiter[]> = { write: [], read: [], background: [] };

  /** `onAbandon` hears of every waiter that leaves the queue without a slot (abort or failure). */
  constructor(private readonly onAbandon: (priority: Priority) => void = () => undefined) {}

  get size(): number {
    return this.queues.write.length + this.queues.read.length + this.queues.background.length;
  }

  /** How many go before a request of this priority arriving now. */
  ahead(priority: Priority): number {
    return priority === 'write' ? this.queues.write.length : priority === 'read' ? this.queues.write.length + this.queues.read.length : this.size;
  }

  /** The priority of the request that gets the next slot. */
  head(): Priority | undefined {
    return this.queues.write[0]?.priority ?? this.queues.read[0]?.priority ?? this.queues.background[0]?.priority;
  }

  /** Resolves when granted a slot; rejects with the signal's reason if it is aborted first. */
  wait(priority: Priority, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { priority, resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          this.remove(waiter);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queues[priority].push(waiter);
    });
  }

  /** Gives the slot to the head of the queue; false when nobody waits. */
  grant(): boolean {
    const waiter = this.shift();
    waiter?.resolve();
    return waiter !== undefined;
  }

  /** The head of the queue cannot be served: it fails with `reason`. */
  failHead(reason: unknown): void {
    const waiter = this.shift();
    if (!waiter) return;
    waiter.reject(reason);
    this.onAbandon(waiter.priority);
  }

  /** Fails every waiter, without telling `onAbandon`: the limiter is closing. */
  clear(reason: unknown): void {
    for (const waiter of [...this.queues.write, ...this.queues.read, ...this.queues.background]) {
      this.release(waiter);
      waiter.reject(reason);
    }
    this.queues.write.length = 0;
    this.queues.read.length = 0;
    this.queues.background.length = 0;
  }

  private shift(): Waiter | undefined {
    const waiter = this.queues.write.shift() ?? this.queues.read.shift() ?? this.queues.background.shift();
    if (waiter) this.release(waiter);
    return waiter;
  }

  private remove(waiter: Waiter): void {
    const queue = this.queues[waiter.priority];
    const at = queue.indexOf(waiter);
    if (at >= 0) queue.splice(at, 1);
    this.release(waiter);
    this.onAbandon(waiter.priority);
  }

  private release(waiter: Waiter): void {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
  }
}
