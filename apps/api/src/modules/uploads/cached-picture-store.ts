import type { PictureStore, StoredPicture } from './picture-store';

/**
 * How many bytes of pictures an instance keeps in memory: the narrow widths of a busy listing's pictures
 * (a few dozen KB each), small beside the process's budget (docs/decisions/013-compiled-start-and-memory.md).
 */
export const PICTURE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The pictures read last, kept in memory in front of a store across the network (the database, S3), so a
 * listing's pictures asked for again do not each cost a round trip. A key always names the same bytes, so a
 * kept copy is never stale; the least recently read goes first once the budget is spent.
 */
export function cachedPictureStore(store: PictureStore, budget = PICTURE_CACHE_BYTES): PictureStore {
  // A Map iterates in insertion order: deleting and setting again on each read keeps the oldest first.
  const kept = new Map<string, StoredPicture>();
  let bytes = 0;
  const keep = (key: string, picture: StoredPicture) => {
    if (picture.bytes.length > budget || kept.has(key)) return;
    kept.set(key, picture);
    bytes += picture.bytes.length;
    for (const [oldest, old] of kept) {
      if (bytes <= budget) break;
      kept.delete(oldest);
      bytes -= old.bytes.length;
    }
  };
  return {
    kind: store.kind,
    put: (key, picture, contentType) => store.put(key, picture, contentType),
    async get(key) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const picture = await store.get(key);
      if (picture) keep(key, picture);
      return picture;
    },
    close: () => store.close(),
  };
}
