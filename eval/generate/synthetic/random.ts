/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the corpus generator
 * draws with, so that one seed always yields the same corpus.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [minimum, maximum], both included. */
  int(minimum: number, maximum: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Lowercase hexadecimal digits. */
  hex(length: number): string;
  /** Lowercase letters and digits. */
  alphanumeric(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (minimum: number, maximum: number): number =>
    minimum + Math.floor(next() * (maximum - minimum + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) {
      throw new Error("pick from an empty list");
    }
    return item;
  };
  const fromAlphabet = (alphabet: string, length: number): string => {
    let result = "";
    for (let index = 0; index < length; index++) {
      result += alphabet[int(0, alphabet.length - 1)] ?? "";
    }
    return result;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let threshold = next() * total;
      for (const [item, weight] of entries) {
        threshold -= weight;
        if (threshold < 0) {
          return item;
        }
      }
      const last = entries[entries.length - 1];
      if (last === undefined) {
        throw new Error("weighted pick from an empty list");
      }
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(0, index);
        const current = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = current;
      }
      return copy;
    },
    hex: (length) => fromAlphabet("0123456789abcdef", length),
    alphanumeric: (length) => fromAlphabet("abcdefghijklmnopqrstuvwxyz0123456789", length),
  };
}
