/**
 * `items` in buckets, in the order the buckets first appear, each in the items' order. An import's
 * fills come mostly in runs of one group (a position's fills): an item in the same run as the one
 * before it (`sameRun`) joins its bucket without a lookup, and `keyOf` is worked out only where a
 * run starts.
 */
export function bucketsByRun<Item, Key>(items: readonly Item[], sameRun: (item: Item, previous: Item) => boolean, keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const buckets = new Map<Key, Item[]>();
  let bucket: Item[] = [];
  let previous: Item | undefined;
  for (const item of items) {
    if (previous === undefined || !sameRun(item, previous)) {
      const key = keyOf(item);
      const known = buckets.get(key);
      if (known) bucket = known;
      else buckets.set(key, (bucket = []));
    }
    bucket.push(item);
    previous = item;
  }
  return buckets;
}
