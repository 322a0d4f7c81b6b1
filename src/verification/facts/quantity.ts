/**
 * Quantities: numbers with their units, converted to one canonical unit per dimension
 * (milliseconds, bytes, percent, count), so that `30000ms`, `30 s`, `30 秒` and `thirty
 * seconds` are one fact; ratios (`50/50`, `20 of 20`); English and Chinese number words; and a
 * unit carried by a key's suffix (`latency_ms=3480` is 3480 ms).
 *
 * Comparing quantities is exact after conversion (within floating-point error): a claim that
 * rounds a recorded value states a value the record does not have.
 */
import type { Dimension, Grammar } from "../grammar/grammar.js";
import { ENGLISH_MULTIPLIERS, ENGLISH_NUMBER_WORDS } from "../grammar/vocabulary.js";

export interface Quantity {
  /** As written. */
  readonly raw: string;
  readonly dimension: Dimension;
  /** In the dimension's canonical unit. */
  readonly canonical: number;
  /** `50/50`: both parts (counts); null for a plain number. */
  readonly ratio: { readonly numerator: number; readonly denominator: number } | null;
  /** Whether a unit was written (`30000ms`) or carried by a key suffix, rather than a bare count. */
  readonly hasUnit: boolean;
}

/** Single upper-case size letters (`2048M`, `4G`, `512K`), as the JVM and Kubernetes write them. */
const UPPERCASE_SIZES: ReadonlyMap<string, string> = new Map([
  ["K", "kib"],
  ["M", "mib"],
  ["G", "gib"],
  ["T", "tib"],
]);

const NUMBER_AND_UNIT = /^([-+]?\d+(?:\.\d+)?)\s*([\p{L}%µμ]+)?$/u;
const RATIO = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/u;
const DIGIT_ZERO = "0".charCodeAt(0);
const DIGIT_NINE = "9".charCodeAt(0);
const PLUS = "+".charCodeAt(0);
const MINUS = "-".charCodeAt(0);

function count(raw: string, value: number): Quantity {
  return { raw, dimension: "count", canonical: value, ratio: null, hasUnit: false };
}

/**
 * Reads `30000ms`, `2.4s`, `91%`, `37`, `50/50`, `16 分钟`; `defaultUnit` applies when none is
 * written (a key's suffix). Null when the text is not a quantity.
 */
export function parseQuantity(
  grammar: Grammar,
  text: string,
  defaultUnit: string | null = null,
): Quantity | null {
  const raw = text.trim();
  // Both forms start with a digit or a sign: a name (`order-service`) is no quantity, and is
  // spared both expressions.
  const first = raw.charCodeAt(0);
  if (!((first >= DIGIT_ZERO && first <= DIGIT_NINE) || first === PLUS || first === MINUS)) {
    return null;
  }
  const ratio = raw.includes("/") ? RATIO.exec(raw) : null;
  if (ratio !== null) {
    const numerator = Number(ratio[1]);
    const denominator = Number(ratio[2]);
    return {
      raw,
      dimension: "count",
      canonical: numerator,
      ratio: { numerator, denominator },
      hasUnit: false,
    };
  }
  const match = NUMBER_AND_UNIT.exec(raw);
  if (match === null || match[1] === undefined) {
    return null;
  }
  const value = Number(match[1]);
  if (!Number.isFinite(value)) {
    return null;
  }
  // `1791M` in a JVM or Kubernetes figure is mebibytes; `16m` is minutes.
  const written = match[2];
  const unitName =
    (written === undefined ? undefined : UPPERCASE_SIZES.get(written)) ??
    written?.toLowerCase() ??
    defaultUnit;
  if (unitName === null) {
    return count(raw, value);
  }
  const unit = grammar.units.get(unitName);
  if (unit === undefined) {
    return match[2] === undefined ? count(raw, value) : null;
  }
  return {
    raw,
    dimension: unit.dimension,
    canonical: value * unit.factor,
    ratio: null,
    hasUnit: true,
  };
}

/** A quantity with a unit applied after the fact (`30` then `秒`). */
export function withUnit(grammar: Grammar, quantity: Quantity, unitName: string): Quantity | null {
  const unit = grammar.units.get(unitName);
  if (unit === undefined || quantity.hasUnit || quantity.ratio !== null) {
    return null;
  }
  return {
    raw: `${quantity.raw} ${unitName}`,
    dimension: unit.dimension,
    canonical: quantity.canonical * unit.factor,
    ratio: null,
    hasUnit: true,
  };
}

/** A count scaled (`1.5` then `万`, `3` then `thousand`). */
export function scaled(quantity: Quantity, factor: number, suffix: string): Quantity {
  return {
    ...quantity,
    raw: `${quantity.raw}${suffix}`,
    canonical: quantity.canonical * factor,
  };
}

/** A ratio of two counts (`20 of 20`). */
export function ratioOf(numerator: Quantity, denominator: Quantity, raw: string): Quantity | null {
  if (numerator.dimension !== "count" || denominator.dimension !== "count") {
    return null;
  }
  if (numerator.ratio !== null || denominator.ratio !== null) {
    return null;
  }
  return {
    raw,
    dimension: "count",
    canonical: numerator.canonical,
    ratio: { numerator: numerator.canonical, denominator: denominator.canonical },
    hasUnit: false,
  };
}

/** The unit a key's suffix carries (`latency_ms` -> ms), or null. */
export function keySuffixUnit(grammar: Grammar, key: string): string | null {
  const lower = key.toLowerCase();
  // The part after the last `_`, `.` or `-`; none when the key has no such separator.
  const cut = Math.max(lower.lastIndexOf("_"), lower.lastIndexOf("."), lower.lastIndexOf("-"));
  if (cut < 0) {
    return null;
  }
  const last = lower.slice(cut + 1);
  return grammar.keyUnitSuffixes.has(last) ? last : null;
}

function equalNumbers(left: number, right: number): boolean {
  if (!Number.isFinite(left) || !Number.isFinite(right)) {
    return false;
  }
  // Whole numbers compare exactly (an offset or an epoch in milliseconds one off is another);
  // others within the floating-point error of a unit conversion (30.4 s is 30400 ms).
  if (Number.isInteger(left) && Number.isInteger(right)) {
    return left === right;
  }
  // A few units in the last place; `1481076984.534` and `.53401` (digits past a second's
  // thousandths on a ten-digit time stamp) still differ.
  const scale = Math.max(Math.abs(left), Math.abs(right), 1);
  return Math.abs(left - right) <= scale * 4 * Number.EPSILON;
}

/**
 * Whether a claimed quantity agrees with a recorded one: same dimension and canonical value.
 * A claimed count agrees with the numerator of a recorded ratio (`active=50` against
 * `active=50/50` says less); a claimed ratio needs the recorded ratio.
 */
export function sameQuantity(claimed: Quantity, recorded: Quantity): boolean {
  if (claimed.dimension !== recorded.dimension) {
    return false;
  }
  if (claimed.ratio !== null) {
    return (
      recorded.ratio !== null &&
      equalNumbers(claimed.ratio.numerator, recorded.ratio.numerator) &&
      equalNumbers(claimed.ratio.denominator, recorded.ratio.denominator)
    );
  }
  // Two plain decimals are equal digit for digit: past about sixteen digits (`1481076984.5340001`)
  // floating point no longer tells them apart.
  const claimedDigits = plainDecimal(claimed);
  const recordedDigits = plainDecimal(recorded);
  if (claimedDigits !== null && recordedDigits !== null) {
    return claimedDigits === recordedDigits;
  }
  return equalNumbers(claimed.canonical, recorded.canonical);
}

/** A unitless decimal's digits without trailing zeros (`2.50` -> `2.5`), or null. */
function plainDecimal(quantity: Quantity): string | null {
  if (quantity.hasUnit || !/^\d+\.\d+$/u.test(quantity.raw)) {
    return null;
  }
  return quantity.raw.replace(/0+$/u, "").replace(/\.$/u, "");
}

/** Whether a quantity is zero (`waiting=0`, `idle=0`): what "no waiting" states. */
export function isZero(quantity: Quantity): boolean {
  // `可用副本=0/3`: none of three is none.
  return quantity.ratio === null
    ? equalNumbers(quantity.canonical, 0)
    : equalNumbers(quantity.ratio.numerator, 0);
}

/** Compares two quantities of one dimension; null when they cannot be compared. */
export function compareQuantities(left: Quantity, right: Quantity): number | null {
  if (left.dimension !== right.dimension || left.ratio !== null || right.ratio !== null) {
    return null;
  }
  return left.canonical - right.canonical;
}

/**
 * Reads English number words starting at `words[index]`: `thirty-seven`, `a hundred`, `two
 * hundred and five`, `1.5 million`. Returns the value and how many words it used, or null.
 */
export function englishNumberAt(
  words: readonly string[],
  index: number,
): { readonly value: number; readonly length: number } | null {
  let total = 0;
  let current = 0;
  let used = 0;
  let seenNumber = false;
  for (let position = index; position < words.length; position++) {
    const word = words[position] ?? "";
    const parts = word.split("-");
    const partValues = parts.map((part) => ENGLISH_NUMBER_WORDS.get(part));
    if (parts.length > 1 && partValues.every((value) => value !== undefined)) {
      current += partValues.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      seenNumber = true;
      used = position - index + 1;
      continue;
    }
    const value = ENGLISH_NUMBER_WORDS.get(word);
    if (value !== undefined) {
      current += value;
      seenNumber = true;
      used = position - index + 1;
      continue;
    }
    const multiplier = ENGLISH_MULTIPLIERS.get(word);
    if (multiplier !== undefined && (seenNumber || (position === index + 1 && used === 0))) {
      if (!seenNumber) {
        // `a hundred`: the article stands for one.
        current = 1;
        seenNumber = true;
      }
      if (multiplier >= 1000) {
        total += (current === 0 ? 1 : current) * multiplier;
        current = 0;
      } else {
        current = (current === 0 ? 1 : current) * multiplier;
      }
      used = position - index + 1;
      continue;
    }
    if (position === index && (word === "a" || word === "an")) {
      continue;
    }
    if (word === "and" && seenNumber && ENGLISH_NUMBER_WORDS.has(words[position + 1] ?? "")) {
      continue;
    }
    break;
  }
  return seenNumber && used > 0 ? { value: total + current, length: used } : null;
}

export { count as countQuantity };
