import { describe, expect, it } from "vitest";
import { deceptiveText } from "../../../src/verification/facts/display.js";
import { CHINESE_ALERT, itJudges, named, POOL_LOG, row } from "./judging.js";

describe("display", () => {
  describe("texts displayed otherwise than they were checked", () => {
    it.each(
      named([
        {
          condition: "a right-to-left override reorders what is displayed",
          text: "order-service \u202eyhtlaeh\u202c",
          reason: "bidirectional",
        },
        {
          condition: "a left-to-right mark is a bidirectional control",
          text: "waiting=37\u200e",
          reason: "bidirectional",
        },
        {
          condition: "a Cyrillic о inside not mixes scripts",
          text: "order-service is n\u043et healthy",
          reason: "mixes Latin",
        },
        {
          condition: "a Greek ο inside pool mixes scripts",
          text: "HikariP\u03bfol-1 is exhausted",
          reason: "mixes Latin",
        },
        {
          condition: "superscript zeros display another number",
          text: "timeout 3\u2070\u2070\u2070\u2070ms",
          reason: "another number",
        },
        {
          condition: "a vulgar fraction displays another number",
          text: "latency \u00bd s",
          reason: "another number",
        },
        {
          condition: "a circled digit displays another number",
          text: "waiting=\u2460",
          reason: "another number",
        },
      ]),
    )("%s", (_condition, { text, reason }) => {
      expect(deceptiveText(text)).toContain(reason);
    });
  });

  describe("texts displayed as they were checked", () => {
    it.each(
      named([
        { condition: "plain ASCII", text: "order-service HikariPool-1 has waiting=37" },
        { condition: "Chinese text", text: "order-service 连接池耗尽，等待线程=37" },
        {
          condition: "full-width letters and digits, which normalize to what is shown",
          text: "ｗａｉｔｉｎｇ＝３７",
        },
        { condition: "a Latin word with an accent", text: "café latency is 2.4s" },
        { condition: "a Greek word on its own", text: "αβγ metric" },
      ]),
    )("%s", (_condition, { text }) => {
      expect(deceptiveText(text)).toBeNull();
    });
  });

  describe("claims judged on what they display", () => {
    itJudges([
      row(
        "a plain claim passes",
        "order-service HikariPool-1 connection is not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "a Cyrillic о makes not no negation: the claim drops it and is flagged",
        "order-service HikariPool-1 connection is n\u043et available",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict", "fact_unsupported"],
      ),
      row(
        "a claim with a Greek letter in a pool name is not PASS",
        "order-service HikariP\u03bfol-1 has waiting=37",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a full-width comparison glued to a key is read as one (waiting＜37)",
        "order-service HikariPool-1 waiting\uff1c37",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "so is a mathematical relation NFKC keeps (waiting≱37, idle﹥0)",
        "order-service HikariPool-1 waiting\u227137 and idle\ufe650",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a claim with a bidirectional override is not PASS",
        "order-service HikariPool-1 has waiting=37 \u202e",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a claim with superscript digits is not PASS",
        "order-service requests timed out after 3\u2070\u2070\u2070\u2070ms",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a Chinese claim with a bidirectional override is not PASS",
        "order-service 等待线程=37\u202e",
        [CHINESE_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
    ]);
  });
});

describe("a closing angle bracket is no operator", () => {
  const CLEANUP_LINE =
    "Jul 2 12:24:48 username postfix/cleanup[12345]: 1234567890A: message-id=<20140702012658.1234567890A@hostname.example.com/>";
  itJudges([
    row(
      "the > that closes a message id's < passes",
      "postfix/cleanup[12345] logged the message-id <20140702012658.1234567890A@hostname.example.com/> for 1234567890A.",
      [CLEANUP_LINE],
      "PASS",
    ),
    row(
      "a > before a word of its own is still an operator",
      "postfix/cleanup[12345] logged the message-id for >1234567890A.",
      [CLEANUP_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
