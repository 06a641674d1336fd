/**
 * A map that keeps at most `maxEntries`: reading or writing an entry makes it the most recently
 * used, and past the cap the least recently used leaves (handed to `onEvict`, which may close it).
 * A Map keeps insertion order, so the most recently used entry is kept last.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly maxEntries: number,
    private readonly onEvict: (value: V) => void = () => undefined,
  ) {
    if (maxEntries < 1) throw new RangeError('LruMap keeps at least one entry');
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldest, evicted] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.onEvict(evicted);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
