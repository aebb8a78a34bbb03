import { afterEach, describe, expect, it } from 'vitest';
import { TcpTransport } from '../transport/tcp';
import { PrinterUnavailableError, type PrinterTransport } from '../transport/types';
import { VirtualPrinter } from '../virtual/server';
import { PrintQueue, retryDelay, DEFAULT_RETRY } from './print-queue';
import { MemoryPrintQueueStore } from './store';

const job = (id: string, text = id) => ({ id, printerId: 'front', bytes: Buffer.from(`${text}\n\x1dV\x42\x03`, 'latin1') });

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A transport that counts sends and can be switched off or made slow. */
class FakeTransport implements PrinterTransport {
  readonly description = 'fake';
  sent: string[] = [];
  online = true;
  delayMs = 0;
  async send(bytes: Uint8Array): Promise<void> {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (!this.online) throw new PrinterUnavailableError('fake: connection refused');
    this.sent.push(Buffer.from(bytes).toString('latin1').split('\n')[0]!);
  }
  async status() {
    return { state: 'ready' as const, paperNearEnd: false };
  }
}

describe('print queue', () => {
  const printers: VirtualPrinter[] = [];
  afterEach(async () => {
    await Promise.all(printers.map((p) => p.stop()));
  });

  it('prints a job once however often it is enqueued (idempotent by id)', async () => {
    const transport = new FakeTransport();
    const queue = new PrintQueue({ store: new MemoryPrintQueueStore(), transportFor: () => transport });
    await queue.enqueue(job('receipt:1001'));
    await queue.enqueue(job('receipt:1001'));
    await queue.processDue();
    const again = await queue.enqueue(job('receipt:1001'));
    await queue.processDue();
    expect(transport.sent).toEqual(['receipt:1001']);
    expect(again.state).toBe('done');
  });

  it('retries with growing back-off while the printer is off, then prints once on a real TCP printer', async () => {
    const printer = new VirtualPrinter();
    printers.push(printer);
    await printer.start(0);
    const port = printer.port;
    await printer.stop();
    const time = clock();
    const store = new MemoryPrintQueueStore();
    const queue = new PrintQueue({ store, transportFor: () => new TcpTransport({ host: '127.0.0.1', port, timeoutMs: 1000 }), now: time.now });
    await queue.enqueue(job('ticket:TKT-1'));
    expect(await queue.processDue()).toBe(1);
    let stored = await store.get('ticket:TKT-1');
    expect(stored).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: time.now() + 1000 });
    expect(stored!.lastError).toMatch(/ECONNREFUSED/);
    expect(await queue.processDue()).toBe(0); // not due yet
    time.advance(1000);
    await queue.processDue();
    stored = await store.get('ticket:TKT-1');
    expect(stored).toMatchObject({ state: 'pending', attempts: 2, nextAttemptAt: time.now() + 2000 });
    await printer.start(port);
    time.advance(2000);
    await queue.processDue();
    await printer.waitForJobs(1);
    expect(await store.get('ticket:TKT-1')).toMatchObject({ state: 'done', attempts: 3 });
    time.advance(60_000);
    await queue.processDue();
    await new Promise((r) => setTimeout(r, 50));
    expect(printer.jobs.map((j) => j.lines)).toEqual([['ticket:TKT-1']]);
  });

  it('a retry that follows a success prints nothing: the job is done before another round can take it', async () => {
    const transport = new FakeTransport();
    transport.delayMs = 30;
    const store = new MemoryPrintQueueStore();
    const queue = new PrintQueue({ store, transportFor: () => transport });
    await queue.enqueue(job('receipt:7'));
    // Two triggers at once (the timer and a new enqueue) join one round.
    await Promise.all([queue.processDue(), queue.processDue(), queue.processDue()]);
    // A second queue over the same store (another window of the station) finds nothing to send.
    const other = new PrintQueue({ store, transportFor: () => transport });
    await other.processDue();
    expect(await queue.requeue('receipt:7')).toBe(false);
    await queue.processDue();
    expect(transport.sent).toEqual(['receipt:7']);
  });

  it('two queues over one store never send the same job twice, even while it is being sent', async () => {
    const transport = new FakeTransport();
    transport.delayMs = 30;
    const store = new MemoryPrintQueueStore();
    const a = new PrintQueue({ store, transportFor: () => transport });
    const b = new PrintQueue({ store, transportFor: () => transport });
    await a.enqueue(job('t:1'));
    await a.enqueue(job('t:2'));
    await Promise.all([a.processDue(), b.processDue()]);
    expect([...transport.sent].sort()).toEqual(['t:1', 't:2']);
  });

  it('keeps the order per printer: a later job waits while an earlier one waits for its retry', async () => {
    const transport = new FakeTransport();
    transport.online = false;
    const time = clock();
    const queue = new PrintQueue({ store: new MemoryPrintQueueStore(), transportFor: () => transport, now: time.now });
    await queue.enqueue(job('receipt:1'));
    await queue.enqueue(job('ticket:1'));
    await queue.processDue();
    transport.online = true;
    await queue.processDue();
    expect(transport.sent).toEqual([]);
    time.advance(1000);
    await queue.processDue();
    expect(transport.sent).toEqual(['receipt:1', 'ticket:1']);
  });

  it('gives up after the last attempt; a person can requeue a failed job', async () => {
    const transport = new FakeTransport();
    transport.online = false;
    const time = clock();
    const store = new MemoryPrintQueueStore();
    const queue = new PrintQueue({ store, transportFor: () => transport, now: time.now, retry: { maxAttempts: 3 } });
    await queue.enqueue(job('receipt:9'));
    for (let i = 0; i < 3; i++) {
      await queue.processDue();
      time.advance(60_000);
    }
    expect(await store.get('receipt:9')).toMatchObject({ state: 'failed', attempts: 3 });
    transport.online = true;
    expect(await queue.requeue('receipt:9')).toBe(true);
    await queue.processDue();
    expect(transport.sent).toEqual(['receipt:9']);
  });

  it('a job cut short by a stop of the station is not sent again by itself', async () => {
    const store = new MemoryPrintQueueStore();
    await store.add({ ...job('ticket:5'), description: 'ticket', state: 'pending', attempts: 0, nextAttemptAt: 0, createdAt: 0 });
    await store.claimDue(0); // the previous run was sending it when it stopped
    const transport = new FakeTransport();
    const queue = new PrintQueue({ store, transportFor: () => transport });
    const interrupted = await queue.start();
    await queue.processDue();
    await queue.stop();
    expect(interrupted.map((j) => j.id)).toEqual(['ticket:5']);
    expect(transport.sent).toEqual([]);
    expect((await store.get('ticket:5'))!.state).toBe('interrupted');
  });

  it('runs by itself once started: a new job prints without a manual round', async () => {
    const transport = new FakeTransport();
    const changes: string[] = [];
    const queue = new PrintQueue({ store: new MemoryPrintQueueStore(), transportFor: () => transport, onChange: (j) => changes.push(j.state) });
    await queue.start();
    await queue.enqueue(job('receipt:auto'));
    await expect.poll(() => transport.sent).toEqual(['receipt:auto']);
    await queue.stop();
    await expect.poll(() => changes.at(-1)).toBe('done');
  });

  it('back-off doubles up to its ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(DEFAULT_RETRY, n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
