/**
 * Sets `key` in `map` as its newest entry, and drops the oldest entries past `limit`: the memory
 * of a cache that keeps what was used last (a Map iterates in the order of insertion).
 */
export function setWithin<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) return;
    map.delete(oldest);
  }
}
