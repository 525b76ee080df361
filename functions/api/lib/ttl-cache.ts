/**
 * A small least-recently-used map whose entries expire at a given instant. Lives in the isolate's
 * memory: each Worker isolate keeps its own copy, which is what we want for answers that are the same
 * for every shopper and cheap to recompute after a miss.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= now) return undefined;
    this.entries.set(key, hit); // most recently used goes last
    return hit.value;
  }

  set(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
