import { STREAMS, type Change, type StreamName } from '@pos/shared/sync/streams';
import type { PullRequest, PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { changesAfter, countChangesAfter, sequenceChanges } from './change-log-repo';
import { refillNumberBlocks } from './number-block-repo';
import { STREAM_LOADERS, type Puller } from './stream-repo';

export const DEFAULT_PULL_LIMIT = 2000;
export const MAX_PULL_LIMIT = 10_000;

/**
 * One pull: refill the station's number blocks when it runs low, number what was committed, then
 * up to `limit` changes over the streams in their order, each stream from its checkpoint. A station
 * starting from 0 gets no deletions (it has nothing to delete).
 */
export async function pull(db: Db, who: Puller, request: PullRequest): Promise<PullResponse> {
  const receipt = request.numbers?.receipt;
  if (receipt) await refillNumberBlocks(db, who, 'receipt', receipt.lastUsed);
  await sequenceChanges(db);

  let budget = Math.min(request.limit ?? DEFAULT_PULL_LIMIT, MAX_PULL_LIMIT);
  const pages: StreamPage[] = [];
  const after: { stream: StreamName; after: number }[] = [];
  let more = false;
  for (const stream of STREAMS) {
    const from = request.checkpoints[stream] ?? 0;
    if (budget === 0) {
      after.push({ stream, after: from });
      continue;
    }
    const logged = await changesAfter(db, { ...who, stream, after: from, limit: budget + 1 });
    const taken = logged.slice(0, budget);
    if (logged.length > budget) more = true;
    budget -= taken.length;
    const checkpoint = taken.length > 0 ? taken[taken.length - 1]!.seq : from;
    after.push({ stream, after: checkpoint });
    if (taken.length === 0) continue;
    const rows = await STREAM_LOADERS[stream](db, who, taken.map((c) => c.key));
    const changes: Change[] = [];
    for (const { key } of taken) {
      const row = rows.get(key);
      if (row) changes.push({ key, row });
      else if (from > 0) changes.push({ key, deleted: true });
    }
    pages.push({ stream, changes, checkpoint } as StreamPage);
  }
  const remaining = more || budget === 0 ? await countChangesAfter(db, { ...who, checkpoints: after }) : 0;
  return { pages, more: remaining > 0, remaining, serverTime: new Date().toISOString() };
}
