import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchExcerpt } from "../../src/verification/excerpt-match.js";
import type { ExcerptMatchKind } from "../../src/verification/verification-contract.js";
import {
  CHINESE_LOG_TEXT,
  LATENCY_TEXT,
  METRICS_TEXT,
  POOL_LOG_TEXT,
  RUNBOOK_TEXT,
} from "./support/evidence.js";

interface ExcerptCase {
  readonly condition: string;
  readonly excerpt: string;
  readonly text: string;
  readonly kind: ExcerptMatchKind;
  /** A fragment the detail must contain. */
  readonly detail?: string;
}

const CASES: readonly ExcerptCase[] = [
  // (3) quotes, truncations and elisions.
  { condition: "the whole text", excerpt: POOL_LOG_TEXT, text: POOL_LOG_TEXT, kind: "verbatim" },
  {
    condition: "a URL with percent escapes (%40%40SENSE_VERSION), whole",
    excerpt: '"url":"/api/console/api_server?sense_version=%40%40SENSE_VERSION&apis=es_5_0"',
    text: '{"type":"response","req":{"url":"/api/console/api_server?sense_version=%40%40SENSE_VERSION&apis=es_5_0","method":"get"}}',
    kind: "verbatim",
  },
  {
    condition: "a truncation",
    excerpt: "HikariPool-1 - Connection is not available, request timed out",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "a different case",
    excerpt: "HIKARIPOOL-1 - CONNECTION IS NOT AVAILABLE",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "different white space",
    excerpt: "HikariPool-1   -\tConnection is\nnot available",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "zero-width and other format characters",
    excerpt: "Hikari\u200bPool-1 - Conn\u200dection is not\ufeff available",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "full-width characters (NFKC)",
    excerpt: "ＨｉｋａｒｉＰｏｏｌ－１ - Connection is not available",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "a number with a space before its unit",
    excerpt: "request timed out after 30000 ms",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "an elision with three dots",
    excerpt: "HikariPool-1 ... waiting=37",
    text: POOL_LOG_TEXT,
    kind: "elision",
  },
  {
    condition: "an elision with an ellipsis character",
    excerpt: "order-service … request timed out after 30000ms … waiting=37",
    text: POOL_LOG_TEXT,
    kind: "elision",
  },
  {
    condition: "a quote of mixed Chinese and English",
    excerpt: "连接池耗尽，active=50/50，waiting=37",
    text: CHINESE_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "a Chinese quote with ASCII punctuation (NFKC)",
    excerpt: "连接池耗尽,active=50/50,waiting=37",
    text: CHINESE_LOG_TEXT,
    kind: "verbatim",
  },
  // (1) numbers and identifiers: absent or conflicting is a mismatch, whatever the length.
  {
    condition: "a key=value that conflicts with the text",
    excerpt: "HighLatencyP99 firing, service=checkout-service, p99=4.8s",
    text: LATENCY_TEXT,
    kind: "mismatch",
    detail: '"p99=4.8s" conflicts with "p99=2.4s"',
  },
  {
    condition: "a short conflicting key=value (test 1 before test 2)",
    excerpt: "waiting=3",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
    detail: "conflicts",
  },
  {
    condition: "a number that is only the start of a token",
    excerpt: "request timed out after 3000",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
    detail: "does not occur in the text as a whole token",
  },
  {
    condition: "a verbatim cut that begins inside an identifier (a truncation)",
    excerpt: "ool-1 - Connection is not available",
    text: POOL_LOG_TEXT,
    kind: "verbatim",
  },
  {
    condition: "a long verbatim cut that ends inside a number (cut for length)",
    excerpt:
      '10.0.6.183 - - [30/Nov/2026:23:25:18 +0000] "PUT /api/users/me HTTP/1.1" 504 517 "-" "python-requests/2.32.3" request_time=10.002 upstream=loyalty-service:808',
    text: '10.0.6.183 - - [30/Nov/2026:23:25:18 +0000] "PUT /api/users/me HTTP/1.1" 504 517 "-" "python-requests/2.32.3" request_time=10.002 upstream=loyalty-service:8080',
    kind: "verbatim",
  },
  {
    condition: "a verbatim cut that ends inside a number (it reads as another number)",
    excerpt: "Connection is not available, request timed out after 300",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
  },
  {
    condition: "another service",
    excerpt: "HighMemoryUsage firing, service=payment-service, current=91%",
    text: METRICS_TEXT,
    kind: "mismatch",
  },
  {
    condition: "another pool",
    excerpt: "HikariPool-2 - Connection is not available",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
  },
  {
    condition: "another alert",
    excerpt: "HighCpuUsage firing, service=order-service",
    text: METRICS_TEXT,
    kind: "mismatch",
  },
  {
    condition: "the same duration in another unit",
    excerpt: "request timed out after 30s",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
  },
  {
    condition: "an elision with a fabricated part",
    excerpt: "HikariPool-1 ... waiting=38",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
  },
  // (2) too short or generic, whether or not it occurs in the text.
  {
    condition: "a generic word that occurs",
    excerpt: "ERROR",
    text: POOL_LOG_TEXT,
    kind: "too_generic",
  },
  {
    condition: "a generic word that does not occur",
    excerpt: "failed",
    text: POOL_LOG_TEXT,
    kind: "too_generic",
  },
  { condition: "firing", excerpt: "firing", text: METRICS_TEXT, kind: "too_generic" },
  {
    condition: "a generic Chinese word",
    excerpt: "异常",
    text: CHINESE_LOG_TEXT,
    kind: "too_generic",
  },
  {
    condition: "only generic words",
    excerpt: "error: request timed out",
    text: POOL_LOG_TEXT,
    kind: "too_generic",
    detail: "only generic words",
  },
  {
    condition: "under eight meaningful characters",
    excerpt: "idle=0",
    text: POOL_LOG_TEXT,
    kind: "too_generic",
    detail: "6 meaningful characters",
  },
  {
    condition: "only punctuation and elisions",
    excerpt: "... , ...",
    text: POOL_LOG_TEXT,
    kind: "too_generic",
  },
  // (4) close paraphrases.
  {
    condition: "reordered words whose numbers and identifiers all occur",
    excerpt: "request timed out after 30000ms; connection not available in HikariPool-1",
    text: POOL_LOG_TEXT,
    kind: "paraphrase",
  },
  {
    condition: "a Chinese paraphrase",
    excerpt: "连接池已经耗尽 active=50/50",
    text: CHINESE_LOG_TEXT,
    kind: "paraphrase",
  },
  {
    condition: "parts out of order around an elision",
    excerpt: "waiting=37 ... HikariPool-1",
    text: POOL_LOG_TEXT,
    kind: "paraphrase",
  },
  // (5) unrelated, or contradicting.
  {
    condition: "unrelated words",
    excerpt: "disk usage on the primary database volume reached its limit",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
    detail: "unrelated",
  },
  {
    condition: "a paraphrase more than twice as long as the text",
    excerpt: `${"collect thread dumps and slow query logs before restarting ".repeat(6)}`,
    text: "collect thread dumps and slow query logs before restarting",
    kind: "mismatch",
    detail: "times as long",
  },
  {
    condition: "a negation flipped",
    excerpt: "Connection is available, request timed out after 30000ms",
    text: POOL_LOG_TEXT,
    kind: "mismatch",
    detail: "which the text negates",
  },
  {
    condition: "a negation added",
    excerpt: "HikariCP pool exhaustion: do not collect thread dumps",
    text: RUNBOOK_TEXT,
    kind: "mismatch",
    detail: "the excerpt negates",
  },
];

describe("excerpt check", () => {
  describe.each(CASES)("$condition", (testCase) => {
    it(`is ${testCase.kind}`, () => {
      const match = matchExcerpt(testCase.excerpt, testCase.text);
      expect(match.kind).toBe(testCase.kind);
      if (testCase.detail !== undefined) {
        expect(match.detail).toContain(testCase.detail);
      }
    });
  });

  describe("quotes of whole words", () => {
    it("are verbatim or too generic, never a mismatch", () => {
      const texts = [POOL_LOG_TEXT, LATENCY_TEXT, METRICS_TEXT, RUNBOOK_TEXT];
      fc.assert(
        fc.property(fc.constantFrom(...texts), fc.nat(), fc.nat(), (text, first, second) => {
          const words = text.split(" ");
          const start = first % words.length;
          const end = start + 1 + (second % (words.length - start));
          const match = matchExcerpt(words.slice(start, end).join(" "), text);
          expect(["verbatim", "too_generic"]).toContain(match.kind);
        }),
      );
    });
  });

  describe("huge input", () => {
    it("answers in linear time for a megabyte excerpt", () => {
      const excerpt = "HikariPool-1 connection ".repeat(50_000);
      const started = performance.now();
      const match = matchExcerpt(excerpt, POOL_LOG_TEXT);
      expect(match.kind).toBe("mismatch");
      expect(performance.now() - started).toBeLessThan(2_000);
    });
  });
});
