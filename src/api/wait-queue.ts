/**
 * `background`: work nobody waits for (stale-while-revalidate refreshes, the job engine's polls):
 * it goes only when no read or write is queued, and at most a share of the key's rate. `web`:
 * the public web leaderboard's reads (anonymous visitors), after members' reads and writes, at
 * most a share of the key's rate of its own (WEB_SHARE), and after background work whose slot is
 * due: however many visitors come, members go first and background work keeps its share.
 */
export type Priority = 'read' | 'write' | 'web' | 'background';

interface Waiter {
  priority: Priority;
  tenant: string;
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * Within a priority, waiters are queued per tenant and the tenants served in turn: one
 * server's burst of lookups on the keyless lane (shared by every server) waits behind each
 * other server's next request, not in front of all of them. A lane of one key has one tenant:
 * first come, first served.
 */
class FairQueue {
  /** Insertion order is the turn order: a tenant served goes to the back. */
  private readonly tenants = new Map<string, Waiter[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(w: Waiter): void {
    const queue = this.tenants.get(w.tenant);
    if (queue) queue.push(w);
    else this.tenants.set(w.tenant, [w]);
    this.count++;
  }

  first(): Waiter | undefined {
    const next = this.tenants.values().next();
    return next.done ? undefined : next.value[0];
  }

  shift(): Waiter | undefined {
    const next = this.tenants.entries().next();
    if (next.done) return undefined;
    const [tenant, queue] = next.value;
    const w = queue.shift()!;
    this.tenants.delete(tenant);
    if (queue.length > 0) this.tenants.set(tenant, queue);
    this.count--;
    return w;
  }

  remove(w: Waiter): void {
    const queue = this.tenants.get(w.tenant);
    const at = queue?.indexOf(w) ?? -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.tenants.delete(w.tenant);
    this.count--;
  }

  all(): Waiter[] {
    return [...this.tenants.values()].flat();
  }

  clear(): void {
    this.tenants.clear();
    this.count = 0;
  }
}

/**
 * The requests of one key waiting for a send slot, in this process: queued writes before queued
 * reads (a moderator's action should not sit behind a page of lookups), the web leaderboard's
 * reads after them, background refreshes
 * last; within each, tenants in turn (FairQueue) and first come first served per tenant. Both
 * limiters keep their waiters here; they differ only in who decides when a slot is free.
 */
export class WaitQueue {
  private readonly queues: Record<Priority, FairQueue> = {
    write: new FairQueue(),
    read: new FairQueue(),
    web: new FairQueue(),
    background: new FairQueue(),
  };

  /** `onAbandon` hears of every waiter that leaves the queue without a slot (abort or failure). */
  constructor(private readonly onAbandon: (priority: Priority) => void = () => undefined) {}

  get size(): number {
    return this.queues.write.length + this.queues.read.length + this.queues.web.length + this.queues.background.length;
  }

  /** How many go before a request of this priority arriving now. */
  ahead(priority: Priority): number {
    const { write, read, web } = this.queues;
    if (priority === 'write') return write.length;
    if (priority === 'read') return write.length + read.length;
    return priority === 'web' ? write.length + read.length + web.length : this.size;
  }

  /** The priority of the request that gets the next slot. */
  head(): Priority | undefined {
    return (
      this.queues.write.first()?.priority ??
      this.queues.read.first()?.priority ??
      this.queues.web.first()?.priority ??
      this.queues.background.first()?.priority
    );
  }

  /**
   * Resolves when granted a slot; rejects with the signal's reason if it is aborted first.
   * `tenant`: who asks (a server's key on the shared keyless lane), for turns within the priority.
   */
  wait(priority: Priority, signal?: AbortSignal, tenant = ''): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { priority, tenant, resolve, reject, signal };
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

  /** Whether a request of this priority waits. */
  has(priority: Priority): boolean {
    return this.queues[priority].length > 0;
  }

  /** Gives the slot to the head of the queue, or of one priority's; false when nobody waits there. */
  grant(priority?: Priority): boolean {
    const waiter = priority ? this.queues[priority].shift() : this.shift();
    if (priority && waiter) this.release(waiter);
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
    const all = [...this.queues.write.all(), ...this.queues.read.all(), ...this.queues.web.all(), ...this.queues.background.all()];
    this.queues.write.clear();
    this.queues.read.clear();
    this.queues.web.clear();
    this.queues.background.clear();
    for (const waiter of all) {
      this.release(waiter);
      waiter.reject(reason);
    }
  }

  private shift(): Waiter | undefined {
    const waiter = this.queues.write.shift() ?? this.queues.read.shift() ?? this.queues.web.shift() ?? this.queues.background.shift();
    if (waiter) this.release(waiter);
    return waiter;
  }

  private remove(waiter: Waiter): void {
    this.queues[waiter.priority].remove(waiter);
    this.release(waiter);
    this.onAbandon(waiter.priority);
  }

  private release(waiter: Waiter): void {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
  }
}
