/**
 * A bounded memo of texts that keeps the entries used most recently.
 *
 * Emptying a memo whole when it is full makes a long session (thousands of bindings) compute
 * again what it is still using. Evicting one entry per insertion from a `Map` is no better: a
 * `Map` keeps deleted entries in its table until it is rebuilt, and finding the oldest live one
 * walks past all of them. So a full memo drops its least recently used quarter in one pass.
 */
export class RecentCache<Value> {
  /** In order of last use, oldest first: a hit is moved to the end. */
  private readonly entries = new Map<string, Value>();

  constructor(private readonly limit: number) {}

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    if (this.entries.size >= this.limit) {
      let evicted = 0;
      const count = Math.max(1, Math.floor(this.limit / 4));
      for (const oldest of this.entries.keys()) {
        if (evicted === count) {
          break;
        }
        this.entries.delete(oldest);
        evicted += 1;
      }
    }
    this.entries.set(key, value);
  }
}
