import { describe, expect, it } from "vitest";
import {
  ANSWER_PHRASES,
  type AnswerPhrases,
  answerLanguageOf,
  describeExecutorFailure,
  describeRule,
  emptySearchLine,
  recordLine,
  singleLine,
} from "../../src/composer/answer-text.js";
import { RULE_CODE_NAMES } from "../../src/verification/rule-codes.js";

const HAN = /\p{Script=Han}/u;
const CAUSAL_WORDING =
  /\b(root[\s-]?causes?|the cause|causes? of|caused by|causing|causes|due to|because|led to|leads? to|leading to|resulted in|resulting in|as a result of|responsible for|triggered by|attributed to|owing to|stems? from)\b|根因|根本原因|导致|由于|因为|造成|引起|引发|所致|源于|归因|起因|原因是|致使/iu;

function everyPhrase(phrases: AnswerPhrases): string[] {
  return [
    ...Object.values(phrases.verdictLine),
    phrases.passSummary,
    phrases.lowConfidenceSummary,
    phrases.rejectSummary,
    phrases.verifiedHeading,
    phrases.nothingVerified,
    phrases.unconfirmedHeading,
    phrases.notConfirmedMark,
    phrases.sourcesHeading,
    phrases.notFoundHeading,
    phrases.missingHeading,
    phrases.failedChecksHeading,
    phrases.recordedEvidenceHeading(3, 3),
    phrases.recordedEvidenceHeading(5, 12),
    phrases.noRecordedEvidence,
    phrases.nextStepsHeading,
    phrases.missingFallback,
    phrases.noCitableClaim,
    phrases.composerFailure,
    phrases.collectMoreEvidenceStep,
    phrases.rerunAfterExecutorFailureStep,
    phrases.rerunAfterRejectStep,
  ];
}

describe("answer text", () => {
  describe("the language of a question", () => {
    it.each([
      ["order-service 是否出现数据库连接池耗尽?", "zh"],
      ["HikariPool 怎么了", "zh"],
      ["𠀀 order-service", "zh"],
      ["Is order-service's database connection pool exhausted?", "en"],
      ["コネクションプールは?", "en"],
      ["커넥션 풀", "en"],
      ["", "en"],
    ] as const)("%j is %s", (question, language) => {
      expect(answerLanguageOf(question)).toBe(language);
    });
  });

  describe.each([["en"], ["zh"]] as const)("the %s phrases", (language) => {
    it("are all non-empty, and Chinese exactly in Chinese", () => {
      for (const phrase of everyPhrase(ANSWER_PHRASES[language])) {
        expect(phrase.trim()).not.toBe("");
        expect(HAN.test(phrase)).toBe(language === "zh");
      }
    });

    it("use no causal wording", () => {
      for (const phrase of everyPhrase(ANSWER_PHRASES[language])) {
        expect(phrase).not.toMatch(CAUSAL_WORDING);
      }
    });

    it("describe every rule code in one distinct sentence that names the code, without causal wording", () => {
      const sentences = RULE_CODE_NAMES.map((code) => describeRule(code, language));
      expect(new Set(sentences).size).toBe(RULE_CODE_NAMES.length);
      RULE_CODE_NAMES.forEach((code, index) => {
        const sentence = sentences[index] ?? "";
        expect(sentence.endsWith(` (${code})`)).toBe(true);
        expect(HAN.test(sentence)).toBe(language === "zh");
        expect(sentence).not.toMatch(CAUSAL_WORDING);
      });
    });

    it.each([
      ["aborted"],
      ["model_timeout"],
      ["model_error"],
      ["tool_loop_exhausted"],
      ["invocation_not_recorded"],
    ])("describe the executor failure %s in its own sentence", (code) => {
      const sentence = describeExecutorFailure(code, language);
      const generic = describeExecutorFailure("some_new_code", language);
      expect(sentence.endsWith(` (${code})`)).toBe(true);
      expect(sentence.slice(0, -` (${code})`.length)).not.toBe(
        generic.slice(0, -" (some_new_code)".length),
      );
      expect(sentence).not.toMatch(CAUSAL_WORDING);
    });
  });

  it("never echoes an executor failure code that is not a snake_case code", () => {
    expect(describeExecutorFailure("<b>\nforged line", "en")).toBe(
      "The executor stopped without a usable output, so no evidence was checked.",
    );
    expect(describeExecutorFailure("toString", "en")).toMatch(/without a usable output/u);
  });

  describe("record lines", () => {
    const reference = {
      invocationId: 12,
      rawPath: "$.logs[3]",
      toolName: "query_logs",
      text: "2026-11-28T22:41:17Z ERROR order-service\nHikariPool-1 timed out",
    };

    it.each([
      [
        1,
        "en",
        "[1] invocation 12 $.logs[3] (query_logs): 2026-11-28T22:41:17Z ERROR order-service HikariPool-1 timed out",
      ],
      [
        2,
        "zh",
        "[2] 调用 12 $.logs[3] (query_logs)：2026-11-28T22:41:17Z ERROR order-service HikariPool-1 timed out",
      ],
      [
        null,
        "en",
        "invocation 12 $.logs[3] (query_logs): 2026-11-28T22:41:17Z ERROR order-service HikariPool-1 timed out",
      ],
    ] as const)("with marker %j in %s read %j, on one line", (marker, language, expected) => {
      expect(recordLine(marker, reference, language)).toBe(expected);
    });
  });

  describe("empty search lines", () => {
    it.each([
      ["en", "no_records", 'query_logs {"query":"kafka"} (invocation 5): no records found.'],
      ["zh", "no_records", 'query_logs {"query":"kafka"} (调用 5)：没有找到任何记录。'],
      [
        "en",
        "failed",
        'query_logs {"query":"kafka"} (invocation 5): the search failed, so nothing is confirmed or ruled out.',
      ],
      ["zh", "failed", 'query_logs {"query":"kafka"} (调用 5)：查询失败，无法确认或排除任何内容。'],
    ] as const)("in %s for %s read %j", (language, outcome, expected) => {
      expect(
        emptySearchLine(
          {
            invocationId: 5,
            toolName: "query_logs",
            renderedArguments: '{"query":"kafka"}',
            outcome,
          },
          language,
        ),
      ).toBe(expected);
    });

    it("leave the arguments out when there are none to show", () => {
      expect(
        emptySearchLine(
          {
            invocationId: 5,
            toolName: "query_logs",
            renderedArguments: null,
            outcome: "no_records",
          },
          "en",
        ),
      ).toBe("query_logs (invocation 5): no records found.");
    });
  });

  it("collapses every kind of whitespace into single spaces", () => {
    expect(singleLine("  a\n\n[9] invocation 1\t b\r\n")).toBe("a [9] invocation 1 b");
  });
});
