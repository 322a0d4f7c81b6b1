import { describe, expect, it } from "vitest";
import { getDefaultGrammar } from "../../../src/verification/grammar/grammar.js";
import { normalizeText } from "../../../src/verification/text/normalize.js";

const grammar = getDefaultGrammar();

/** Rows as `[condition, row]`, so that each test is named by its condition. */
function named<Row extends { readonly condition: string }>(rows: readonly Row[]): [string, Row][] {
  return rows.map((row) => [row.condition, row]);
}

interface NormalizeRow {
  readonly condition: string;
  readonly text: string;
  readonly normalized: string;
}

function normalizes(condition: string, text: string, normalized: string): NormalizeRow {
  return { condition, text, normalized };
}

describe("normalize", () => {
  describe("characters", () => {
    it.each(
      named([
        normalizes(
          "full-width letters, digits and signs become ASCII",
          "Ｏｒｄｅｒ－ｓｅｒｖｉｃｅ ｗａｉｔｉｎｇ＝３７",
          "Order-service waiting=37",
        ),
        normalizes(
          "a full-width comma after Chinese text becomes an ASCII comma and a space",
          "连接池耗尽，active=50/50",
          "连接池耗尽, active=50/50",
        ),
        normalizes(
          "a zero-width space inside a name is removed",
          "order\u200b-service",
          "order-service",
        ),
        normalizes("a byte-order mark is removed", "\ufeffwaiting=37", "waiting=37"),
        normalizes(
          "curly double quotes become straight",
          "logged “pool exhausted”",
          'logged "pool exhausted"',
        ),
        normalizes(
          "curly single quotes become straight",
          "CircuitBreaker ‘inventory-service’",
          "CircuitBreaker 'inventory-service'",
        ),
        normalizes("white space of every kind collapses to one space", " a  \t b\n c ", "a b c"),
      ]),
    )("%s", (_condition, { text, normalized }) => {
      expect(normalizeText(text, grammar)).toBe(normalized);
    });
  });

  describe("numbers and times", () => {
    it.each(
      named([
        normalizes(
          "an ISO timestamp is split into date and time, its Z dropped",
          "2026-11-28T22:56:12Z ERROR",
          "2026-11-28 22:56:12 ERROR",
        ),
        normalizes(
          "a timestamp with milliseconds keeps them",
          "2026-11-29T10:02:11.123Z WARN",
          "2026-11-29 10:02:11.123 WARN",
        ),
        normalizes("thousands separators are dropped", "1,234,567 rows", "1234567 rows"),
        normalizes(
          "a count of requests loses its separator",
          "processed 28,635 messages",
          "processed 28635 messages",
        ),
        normalizes(
          "a log4j timestamp's milliseconds join its time",
          "2015-07-29 17:41:44,747 - WARN",
          "2015-07-29 17:41:44.747 - WARN",
        ),
        normalizes("a list of small numbers keeps its commas", "ports 80, 443", "ports 80, 443"),
        normalizes(
          "a comma after a name's digit is no thousands separator",
          "index auth-v4,780/1000 rejected",
          "index auth-v4,780/1000 rejected",
        ),
        normalizes(
          "a full-width colon or comma keeps separating after NFKC",
          "fraud-scorer：2 个消费者，auth-v4，780/1000",
          "fraud-scorer: 2 个消费者, auth-v4, 780/1000",
        ),
      ]),
    )("%s", (_condition, { text, normalized }) => {
      expect(normalizeText(text, grammar)).toBe(normalized);
    });
  });

  describe("possessives and time-outs", () => {
    it.each(
      named([
        normalizes("a possessive 's says nothing", "order-service's pool", "order-service pool"),
        normalizes(
          "timed out is written timeout",
          "request timed out after 30000ms",
          "request timeout after 30000ms",
        ),
        normalizes("time-out is written timeout", "requests time-out", "requests timeout"),
        normalizes(
          "timing out is written timeout",
          "connections timing out",
          "connections timeout",
        ),
        normalizes("times out is written timeout", "the call times out", "the call timeout"),
        normalizes("time outs is written timeout", "two time outs", "two timeout"),
      ]),
    )("%s", (_condition, { text, normalized }) => {
      expect(normalizeText(text, grammar)).toBe(normalized);
    });
  });

  describe("negation spellings", () => {
    it.each(
      named([
        normalizes(
          "isn't becomes is not",
          "Connection isn't available",
          "Connection is not available",
        ),
        normalizes(
          "wasn't becomes was not",
          "the pool wasn't exhausted",
          "the pool was not exhausted",
        ),
        normalizes("can't becomes can not", "pool can't connect", "pool can not connect"),
        normalizes(
          "cannot becomes can not",
          "Cannot open channel to 3",
          "can not open channel to 3",
        ),
        normalizes("won't becomes will not", "pod won't start", "pod will not start"),
        normalizes(
          "didnt without an apostrophe becomes did not",
          "probe didnt succeed",
          "probe did not succeed",
        ),
        normalizes("no longer becomes not", "no longer responding", "not responding"),
        normalizes("no more becomes not", "no more retries", "not retries"),
        normalizes("free of becomes without", "free of errors", "without errors"),
        normalizes("no signs of becomes no", "no signs of leaks", "no leaks"),
        normalizes(
          "without evidence of becomes without",
          "without evidence of errors",
          "without errors",
        ),
        normalizes("a key set to false is negated", "firing: false", "not firing false"),
        normalizes("a key set to off is negated", "enabled=off", "not enabled off"),
        normalizes("a key that is false is negated", "healthy is false", "not healthy false"),
        normalizes(
          "a hyphenated key's last part is not negated",
          "Windows opt-in: False",
          "Windows opt-in: False",
        ),
      ]),
    )("%s", (_condition, { text, normalized }) => {
      expect(normalizeText(text, grammar)).toBe(normalized);
    });
  });

  describe("what it keeps", () => {
    it.each(
      named([
        normalizes(
          "case is kept, so CamelCase names can be split",
          "HighMemoryUsage firing",
          "HighMemoryUsage firing",
        ),
        normalizes(
          "Chinese text is kept as it is",
          "告警 数据库连接池耗尽 firing",
          "告警 数据库连接池耗尽 firing",
        ),
        normalizes("an address with its port is kept", "/10.10.34.13:3888", "/10.10.34.13:3888"),
        normalizes(
          "a negative block id is kept",
          "blk_-7571492020523929240",
          "blk_-7571492020523929240",
        ),
        normalizes(
          "know and note are not negations",
          "note the known issue",
          "note the known issue",
        ),
      ]),
    )("%s", (_condition, { text, normalized }) => {
      expect(normalizeText(text, grammar)).toBe(normalized);
    });
  });

  it("is idempotent on an already normalized record", () => {
    const record =
      "2026-11-29T10:02:11Z ERROR order-service [pool-3-thread-7] HikariPool-1 - Connection isn't available, request timed out after 30,000ms";
    const once = normalizeText(record, grammar);
    expect(normalizeText(once, grammar)).toBe(once);
  });
});
