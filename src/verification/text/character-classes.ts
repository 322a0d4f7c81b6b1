/**
 * Classes of characters, asked of regular expressions once per code point and remembered.
 *
 * The Verifier and the Gatekeeper read every character of every claim, excerpt and record: as a
 * letter, a Han character, a number, white space. A Unicode-property regular expression run
 * over a whole text costs a search of its property tables at every character; a hand-written
 * scan that looks each code point up in a table filled from the same expressions costs an array
 * read, and allocates no match arrays. The expressions stay the definition: this only remembers
 * their answers.
 */

/** Code points of the Basic Multilingual Plane get a table; the rare others a map. */
const BASIC_PLANE_SIZE = 0x10000;
/** At most this many classes fit beside the bit that marks a code point as classified. */
const MAXIMUM_CLASSES = 15;

export class CharacterClasses {
  /** Bit `i` for `tests[i]`, plus `classified`; 0 until a code point is first looked up. */
  private readonly basic = new Uint16Array(BASIC_PLANE_SIZE);
  private readonly astral = new Map<number, number>();
  private readonly classified: number;

  /** `tests[i]` says whether a one-character string is of class `1 << i`. */
  constructor(private readonly tests: readonly RegExp[]) {
    if (tests.length > MAXIMUM_CLASSES) {
      throw new Error(`at most ${MAXIMUM_CLASSES} character classes, got ${tests.length}`);
    }
    this.classified = 1 << tests.length;
  }

  /** The class bits of a code point. */
  of(codePoint: number): number {
    if (codePoint < BASIC_PLANE_SIZE) {
      let classes = this.basic[codePoint] as number;
      if (classes === 0) {
        classes = this.compute(codePoint);
        this.basic[codePoint] = classes;
      }
      return classes;
    }
    let classes = this.astral.get(codePoint);
    if (classes === undefined) {
      classes = this.compute(codePoint);
      this.astral.set(codePoint, classes);
    }
    return classes;
  }

  /** The class bits of the code point at `index` (0 at or past `to`). */
  at(text: string, index: number, to: number = text.length): number {
    return index < to ? this.of(codePointAt(text, index, to)) : 0;
  }

  /** The classes any character of a text has: one pass tells which searches can find anything. */
  union(text: string): number {
    let union = 0;
    for (let index = 0; index < text.length; ) {
      const codePoint = codePointAt(text, index);
      union |= this.of(codePoint);
      index += widthOf(codePoint);
    }
    return union;
  }

  private compute(codePoint: number): number {
    const character = String.fromCodePoint(codePoint);
    let classes = this.classified;
    for (const [bit, test] of this.tests.entries()) {
      if (test.test(character)) {
        classes |= 1 << bit;
      }
    }
    return classes;
  }
}

/** The code point at `index`, not reading past `to` (a pair cut by `to` is a lone surrogate). */
export function codePointAt(text: string, index: number, to: number = text.length): number {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < to) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff) {
      return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
    }
  }
  return code;
}

/** How many UTF-16 code units a code point takes. */
export function widthOf(codePoint: number): number {
  return codePoint >= 0x10000 ? 2 : 1;
}
