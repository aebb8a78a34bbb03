import { STREAMS, type Change, type StreamName } from '@pos/shared/sync/streams';
import type { PullRequest, PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { changesAfter, countChangesAfter, sequenceChanges } from './change-log-repo';
import { refillStationBlocks } from '../documents/number-blocks';
import { allotStationCodes } from '../catalogue';
import { STREAM_LOADERS, type Puller } from './stream-repo';

export const DEFAULT_PULL_LIMIT = 2000;
export const MAX_PULL_LIMIT = 10_000;

/**
 * One pull: refill the station's number blocks when it runs low, top up its partner codes, number what was committed, then
 * up to `limit` changes over the streams asked (all by default) in their order, each from its
 * checkpoint. A station starting a stream from 0 gets no deletions (it has nothing to delete).
 */
export async function pull(db: Db, who: Puller, request: PullRequest): Promise<PullResponse> {
  if (request.numbers) await refillStationBlocks(db, who, request.numbers);
  // Issue 23: the station's stock of partner codes, topped up before numbering so this pull carries it.
  if (!request.streams || request.streams.includes('external-codes')) await allotStationCodes(db, who);
  await sequenceChanges(db);

  const limit = Math.min(request.limit ?? DEFAULT_PULL_LIMIT, MAX_PULL_LIMIT);
  const asked = STREAMS.filter((s) => !request.streams || request.streams.includes(s)).map((stream) => ({ stream, after: request.checkpoints[stream] ?? 0 }));
  const logged = await changesAfter(db, { ...who, streams: asked, limit: limit + 1 });
  const taken = logged.slice(0, limit);
  const more = logged.length > limit;

  const pages: StreamPage[] = [];
  const after = new Map<StreamName, number>(asked.map((a) => [a.stream, a.after]));
  for (const { stream, after: from } of asked) {
    const ofStream = taken.filter((c) => c.stream === stream);
    if (ofStream.length === 0) continue;
    const checkpoint = ofStream[ofStream.length - 1]!.seq;
    after.set(stream, checkpoint);
    const rows = await STREAM_LOADERS[stream](db, who, ofStream.map((c) => c.key));
    const changes: Change[] = [];
    for (const { key } of ofStream) {
      const row = rows.get(key);
      if (row) changes.push({ key, row });
      else if (from > 0) changes.push({ key, deleted: true });
    }
    pages.push({ stream, changes, checkpoint } as StreamPage);
  }
  const remaining = !more ? 0 : request.countRemaining ? await countChangesAfter(db, { ...who, checkpoints: [...after].map(([stream, a]) => ({ stream, after: a })) }) : null;
  return { pages, more, remaining, serverTime: new Date().toISOString() };
}
