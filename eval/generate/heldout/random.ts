/**
 * A small seeded pseudo-random generator (mulberry32) so that the held-out corpus is the same
 * on every run with the same seed, whatever the platform.
 */

export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let value = this.#state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [minimum, maximum], both ends included. */
  integer(minimum: number, maximum: number): number {
    return minimum + Math.floor(this.next() * (maximum - minimum + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) {
      throw new Error("cannot pick from an empty list");
    }
    return items[this.integer(0, items.length - 1)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.integer(0, index);
      const held = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = held;
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Lower-case hexadecimal digits. */
  hex(length: number): string {
    let text = "";
    for (let index = 0; index < length; index += 1) {
      text += this.integer(0, 15).toString(16);
    }
    return text;
  }

  /** Lower-case letters and digits, as in Kubernetes pod suffixes. */
  alphanumeric(length: number): string {
    const alphabet = "bcdfghjklmnpqrstvwxz2456789";
    let text = "";
    for (let index = 0; index < length; index += 1) {
      text += alphabet[this.integer(0, alphabet.length - 1)];
    }
    return text;
  }
}

/** Mixes integers into one 32-bit seed, so that each case gets its own independent stream. */
export function mixSeed(...parts: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash ^= part >>> 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0x5bd1e995) >>> 0;
    hash ^= hash >>> 15;
  }
  return hash >>> 0;
}
