/**
 * Numbers in claims: record-style formatting, unit conversions, number words in English and
 * Chinese, ratio spellings, and changed values that a record does not state.
 */
import type { Random } from "./random.js";
import type { Language, Quantity, Ratio, RatioStyle, Unit } from "./types.js";

/** A decimal without trailing zeros (3.80 -> "3.8"). */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Decimal places of a value as written. */
export function decimalsOf(value: number): number {
  const text = formatNumber(value);
  const point = text.indexOf(".");
  return point < 0 ? 0 : text.length - point - 1;
}

export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** A quantity written the same way in both claim languages. */
export function quantity(
  value: number,
  unit: Unit,
  group: string,
  write: (value: number) => string,
): Quantity {
  return { value, unit, group, format: (written) => write(written) };
}

/** A quantity written differently in English and Chinese claims (`12 分钟` / `12 minutes`). */
export function bilingualQuantity(
  value: number,
  unit: Unit,
  group: string,
  english: (value: number) => string,
  chinese: (value: number) => string,
): Quantity {
  return {
    value,
    unit,
    group,
    format: (written, language) => (language === "en" ? english(written) : chinese(written)),
  };
}

export const suffixed =
  (suffix: string) =>
  (value: number): string =>
    `${formatNumber(value)}${suffix}`;

/** The value in another unit of the same dimension, or undefined when there is no clean one. */
export function convertedValue(
  amount: Quantity,
  language: Language,
  random: Random,
): string | undefined {
  const value = amount.value;
  if (amount.unit === "ms" && value >= 100) {
    const seconds = formatNumber(value / 1000);
    return language === "en"
      ? random.pick([`${seconds} s`, `${seconds} seconds`, `${seconds}s`])
      : random.pick([`${seconds} 秒`, `${seconds}秒`, `${seconds} s`]);
  }
  if (amount.unit === "s") {
    if (Number.isInteger(value) && value >= 120 && value % 60 === 0) {
      const minutes = formatNumber(value / 60);
      return language === "en" ? `${minutes} minutes` : `${minutes} 分钟`;
    }
    const milliseconds = formatNumber(value * 1000);
    return language === "en"
      ? random.pick([`${milliseconds} ms`, `${milliseconds}ms`, `${milliseconds} milliseconds`])
      : random.pick([`${milliseconds} 毫秒`, `${milliseconds}ms`]);
  }
  if (amount.unit === "min") {
    if (Number.isInteger(value) && value % 60 === 0) {
      const hours = formatNumber(value / 60);
      return language === "en" ? `${hours} ${hours === "1" ? "hour" : "hours"}` : `${hours} 小时`;
    }
    const seconds = formatNumber(value * 60);
    return language === "en"
      ? random.pick([`${seconds} seconds`, `${seconds} s`])
      : random.pick([`${seconds} 秒`, `${seconds} 秒钟`]);
  }
  return undefined;
}

const WORDABLE: readonly number[] = [
  ...Array.from({ length: 97 }, (_, index) => index + 3),
  100,
  200,
  300,
  400,
  500,
  600,
  700,
  800,
  900,
  1000,
  2000,
  3000,
  4000,
  5000,
  6000,
  7000,
  8000,
  9000,
  12000,
  15000,
  20000,
  25000,
];

/** Counts that have a clean spelling in words in both languages. */
export function isWordable(value: number): boolean {
  return WORDABLE.includes(value);
}

/** A count in [minimum, maximum]; often one with a clean spelling in words. */
export function count(random: Random, minimum: number, maximum: number): number {
  const wordable = WORDABLE.filter((value) => value >= minimum && value <= maximum);
  if (wordable.length > 0 && random.chance(0.6)) {
    return random.pick(wordable);
  }
  return random.integer(minimum, maximum);
}

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function englishBelowHundred(value: number): string {
  if (value < 20) {
    return ONES[value] ?? "";
  }
  const tens = TENS[Math.floor(value / 10)] ?? "";
  const ones = value % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones] ?? ""}`;
}

/** A wordable count in English words (37 -> thirty-seven, 100 -> a hundred). */
export function englishWords(value: number, random: Random): string {
  if (value < 100) {
    return englishBelowHundred(value);
  }
  if (value < 1000) {
    const hundreds = value / 100;
    return hundreds === 1
      ? random.pick(["a hundred", "one hundred"])
      : `${englishBelowHundred(hundreds)} hundred`;
  }
  const thousands = value / 1000;
  return thousands === 1
    ? random.pick(["a thousand", "one thousand"])
    : `${englishBelowHundred(thousands)} thousand`;
}

const DIGITS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

function chineseBelowHundred(value: number): string {
  if (value < 10) {
    return DIGITS[value] ?? "";
  }
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  const head = tens === 1 ? "十" : `${DIGITS[tens] ?? ""}十`;
  return ones === 0 ? head : `${head}${DIGITS[ones] ?? ""}`;
}

/** A wordable count in Chinese numerals (37 -> 三十七, 2000 -> 两千, 15000 -> 1.5万). */
export function chineseWords(value: number, random: Random): string {
  if (value < 100) {
    return chineseBelowHundred(value);
  }
  const leading = (digit: number): string => (digit === 2 ? "两" : (DIGITS[digit] ?? ""));
  if (value < 1000) {
    return `${leading(value / 100)}百`;
  }
  if (value < 10000) {
    return `${leading(value / 1000)}千`;
  }
  switch (value) {
    case 12000:
      return random.pick(["1.2万", "一万二千"]);
    case 15000:
      return random.pick(["1.5万", "一万五千"]);
    case 20000:
      return "两万";
    case 25000:
      return random.pick(["2.5万", "两万五千"]);
    default:
      return `${formatNumber(value / 10000)}万`;
  }
}

export function numberWords(value: number, language: Language, random: Random): string {
  return language === "en" ? englishWords(value, random) : chineseWords(value, random);
}

/** Whether a record text states this number anywhere as a number of its own. */
export function textHasNumber(text: string, written: string): boolean {
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}

/** A value the record does not state, of the same shape as the original. */
export function changedValue(
  original: number,
  random: Random,
  texts: readonly string[],
  options: { readonly percent?: boolean; readonly wordable?: boolean } = {},
): number {
  const decimals = decimalsOf(original);
  const step = 10 ** -decimals;
  let candidates: number[];
  if (options.wordable) {
    candidates = WORDABLE.filter(
      (value) =>
        value !== original && value >= Math.max(3, original / 3) && value <= original * 3 + 10,
    );
  } else {
    candidates = [
      original + step,
      original + 2 * step,
      original + 7 * step,
      original * 2,
      original + 10 * step,
      original - step,
      original * 1.5,
      original + 3 * step,
      original / 2,
    ].map((value) => roundTo(value, decimals));
  }
  const fitting = candidates.filter(
    (value) =>
      value > 0 &&
      value !== original &&
      (!options.percent || value < 100 || original >= 100) &&
      texts.every((text) => !textHasNumber(text, formatNumber(value))),
  );
  if (fitting.length === 0) {
    return roundTo(original + 13 * step + 100, decimals);
  }
  return random.pick(fitting);
}

export function renderRatio(ratio: Ratio, style: RatioStyle): string {
  switch (style) {
    case "of":
      return `${ratio.part} of ${ratio.whole}`;
    case "outof":
      return `${ratio.part} out of ${ratio.whole}`;
    default:
      return `${ratio.part}/${ratio.whole}`;
  }
}
