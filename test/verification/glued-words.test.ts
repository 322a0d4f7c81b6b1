import { describe, expect, it } from "vitest";
import { gluedPieces } from "../../src/verification/glued-words.js";
import { grammar, itJudges, named, row } from "./facts/judging.js";

const MONGO_EXIT =
  "2018-02-05T14:49:45.688+0100 I CONTROL  [signalProcessingThread] dbexit:  rc: 0";
const KAFKA_HIGHWATERMARK =
  "[2018-10-17 12:57:17,816] INFO [Partition test-3-2 broker=10] No checkpointed highwatermark is found for partition test-3-2 (kafka.cluster.Partition)";

describe("glued words", () => {
  describe("the pieces a token is glued from", () => {
    it.each(
      named([
        { condition: "an abbreviation and a word", token: "dbexit", pieces: ["db", "exit"] },
        { condition: "three words", token: "initandlisten", pieces: ["init", "and", "listen"] },
        {
          condition: "the fewest pieces win",
          token: "highwatermark",
          pieces: ["high", "watermark"],
        },
        { condition: "a word of its own is not glued", token: "database", pieces: null },
        { condition: "an inflected word is not glued", token: "resetting", pieces: null },
        { condition: "a negated name gives nothing", token: "nologin", pieces: null },
        { condition: "a negator is not glued", token: "without", pieces: null },
        { condition: "a token that is no cover of words", token: "kahadb", pieces: null },
      ]),
    )("%s", (_condition, { token, pieces }) => {
      expect(gluedPieces(grammar, token)).toEqual(pieces);
    });
  });

  describe("claims saying a glued token in words", () => {
    itJudges([
      row("退出 of MongoDB's dbexit", "进程以 rc: 0 退出（dbexit）。", [MONGO_EXIT], "PASS"),
      row("exited of MongoDB's dbexit", "The db exited with rc: 0.", [MONGO_EXIT], "PASS"),
      row(
        "高水位 of Kafka's highwatermark, negated as the line negates it",
        "broker=10 上没有找到分区 test-3-2 已 checkpoint 的高水位（highwatermark）。",
        [KAFKA_HIGHWATERMARK],
        "PASS",
      ),
      row(
        "高水位 of a highwatermark the line says was not found, claimed found",
        "broker=10 上找到了分区 test-3-2 的高水位。",
        [KAFKA_HIGHWATERMARK],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "a piece saying a state does not align alone (countdown is not down)",
        "The service went down.",
        ["2020-01-01 10:00:00 INFO scheduler countdown begins for service"],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "a word the glued token does not hold",
        "数据库启动，rc: 0。",
        [MONGO_EXIT],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "a completion word inside another word does not align (intended is not ended)",
        "The job ended.",
        ["2020-01-01 10:00:00 INFO job intended"],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
    ]);
  });
});
