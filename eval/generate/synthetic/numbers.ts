/**
 * Numbers as claims write them: digits with a record's own precision, English and Chinese
 * number words, unit conversions (30000ms as 30 s), ratio phrasings (20 of 20) and changed
 * values for the fabrications that misstate a number.
 */
import type { Random } from "./random.js";
import type { Language, Quantity, Ratio } from "./types.js";

/** A number with at most `decimals` digits after the point, trailing zeros dropped. */
export function formatNumber(value: number, decimals = 3): string {
  const fixed = value.toFixed(decimals);
  return fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed;
}

const ONES: readonly string[] = [
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
const TENS: readonly string[] = [
  "",
  "",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
];

function englishBelowHundred(value: number): string {
  if (value < 20) {
    return ONES[value] ?? "";
  }
  const tens = TENS[Math.floor(value / 10)] ?? "";
  const ones = value % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones] ?? ""}`;
}

function englishBelowThousand(value: number, article: boolean): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    parts.push(hundreds === 1 && article ? "a hundred" : `${ONES[hundreds] ?? ""} hundred`);
  }
  if (rest > 0 || hundreds === 0) {
    parts.push(englishBelowHundred(rest));
  }
  return parts.join(" ");
}

/** English words for 0 to 999,999; `article` writes "a hundred" and "a thousand". */
export function englishNumber(value: number, article = false): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000) {
    throw new Error(`no English words for ${value}`);
  }
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  if (thousands === 0) {
    return englishBelowThousand(rest, article);
  }
  const head =
    thousands === 1 && article
      ? "a thousand"
      : `${englishBelowThousand(thousands, false)} thousand`;
  return rest === 0 ? head : `${head} ${englishBelowThousand(rest, false)}`;
}

const CHINESE_DIGITS = "零一二三四五六七八九";
const CHINESE_UNITS: readonly string[] = ["千", "百", "十", ""];

function chineseDigit(digit: number): string {
  return CHINESE_DIGITS[digit] ?? "";
}

/** 1 to 9999, as the head of a number (`十二`, `两千零五`). */
function chineseBelowTenThousand(value: number, leading: boolean): string {
  const digits = String(value).padStart(4, "0").split("").map(Number);
  let result = "";
  let pendingZero = false;
  let started = false;
  digits.forEach((digit, index) => {
    const unit = CHINESE_UNITS[index] ?? "";
    if (digit === 0) {
      pendingZero = started;
      return;
    }
    if (pendingZero) {
      result += "零";
      pendingZero = false;
    }
    if (!started && !leading) {
      // A low part after 万 that skips its thousands starts with 零.
      if (index > 0) {
        result += "零";
      }
    }
    let written = chineseDigit(digit);
    if (digit === 2 && unit === "千") {
      written = "两";
    }
    if (digit === 1 && unit === "十" && !started && leading) {
      written = "";
    }
    result += written + unit;
    started = true;
  });
  return result;
}

/** Chinese words for 0 to 99,999,999 (`三十七`, `两千`, `一万五千`). */
export function chineseNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 100_000_000) {
    throw new Error(`no Chinese words for ${value}`);
  }
  if (value === 0) {
    return "零";
  }
  if (value === 2) {
    return "两";
  }
  const high = Math.floor(value / 10_000);
  const low = value % 10_000;
  if (high === 0) {
    return chineseBelowTenThousand(low, true);
  }
  const head = `${high === 2 ? "两" : chineseBelowTenThousand(high, true)}万`;
  return low === 0 ? head : head + chineseBelowTenThousand(low, false);
}

/** `1.5万` for 15000: only for multiples of 1000 from 10000 up. */
export function chineseWanShorthand(value: number): string | null {
  if (value < 10_000 || value % 1000 !== 0) {
    return null;
  }
  return `${formatNumber(value / 10_000, 1)}万`;
}

/** Whether a count reads naturally as words. */
export function wordable(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value > 0 &&
    (value <= 100 || (value < 10_000 && value % 100 === 0) || value % 1000 === 0) &&
    value < 1_000_000
  );
}

/** A count in words for a claim in `language`, e.g. "thirty-seven", "三十七", "1.5万". */
export function numberInWords(random: Random, value: number, language: Language): string {
  if (language === "en") {
    return englishNumber(value, (value === 100 || value === 1000) && random.chance(0.6));
  }
  const shorthand = chineseWanShorthand(value);
  if (shorthand !== null && random.chance(0.6)) {
    return shorthand;
  }
  return chineseNumber(value);
}

export interface Conversion {
  readonly text: string;
  /** The digits the conversion wrote. */
  readonly numbers: readonly string[];
}

/** The quantity in another unit: 30000ms as "30 s", 2.4s as "2400 毫秒", 15m as "15 minutes". */
export function convertQuantity(
  random: Random,
  quantity: Quantity,
  language: Language,
): Conversion | null {
  const value = quantity.value;
  if (quantity.unit === "ms") {
    const seconds = formatNumber(value / 1000);
    const english = random.pick([`${seconds} s`, `${seconds} seconds`, `${seconds}s`]);
    const chinese = random.pick([`${seconds} 秒`, `${seconds}秒`]);
    return { text: language === "en" ? english : chinese, numbers: [seconds] };
  }
  if (quantity.unit === "s") {
    const milliseconds = formatNumber(value * 1000, 0);
    const english = random.pick([`${milliseconds} ms`, `${milliseconds} milliseconds`]);
    const chinese = random.pick([`${milliseconds} 毫秒`, `${milliseconds}毫秒`]);
    return { text: language === "en" ? english : chinese, numbers: [milliseconds] };
  }
  if (quantity.unit === "m") {
    const minutes = formatNumber(value, 0);
    const seconds = formatNumber(value * 60, 0);
    if (random.chance(0.7)) {
      return {
        text: language === "en" ? `${minutes} minutes` : `${minutes} 分钟`,
        numbers: [minutes],
      };
    }
    return {
      text: language === "en" ? `${seconds} seconds` : `${seconds} 秒`,
      numbers: [seconds],
    };
  }
  return null;
}

/** "20 of 20", "20 out of 20", "20/20 个". */
export function ratioPhrase(random: Random, ratio: Ratio, language: Language): string {
  const { numerator, denominator } = ratio;
  if (language === "zh") {
    return `${numerator}/${denominator} 个`;
  }
  return random.pick([`${numerator} of ${denominator}`, `${numerator} out of ${denominator}`]);
}

/** A different value of the same kind, never equal to the original. */
export function changedValue(random: Random, quantity: Quantity): number {
  const value = quantity.value;
  for (let attempt = 0; attempt < 50; attempt++) {
    let candidate: number;
    switch (quantity.kind) {
      case "percent":
        candidate = value + random.pick([-1, 1]) * random.int(4, 25);
        if (candidate <= 0 || candidate > 100) {
          continue;
        }
        break;
      case "code":
        candidate = random.pick([200, 404, 429, 500, 502, 503, 504]);
        break;
      case "duration":
      case "decimal":
        candidate = value * random.pick([0.1, 0.25, 0.5, 2, 3, 10]);
        break;
      default: {
        const digits = String(value);
        const reversed = Number(digits.split("").reverse().join(""));
        candidate =
          digits.length > 1 && reversed !== value && random.chance(0.3)
            ? reversed
            : Math.max(1, Math.round(value * random.pick([0.3, 0.5, 1.5, 2, 2.5])));
        if (value < 5) {
          candidate = value + random.int(3, 30);
        }
      }
    }
    const rounded = Number(candidate.toFixed(quantity.decimals));
    if (rounded !== value && rounded > 0) {
      return rounded;
    }
  }
  return value + 1;
}
