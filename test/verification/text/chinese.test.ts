import { describe, expect, it } from "vitest";
import { getDefaultGrammar } from "../../../src/verification/grammar/grammar.js";
import {
  type ChinesePiece,
  chineseNumeralValue,
  compoundParts,
  segmentChinese,
} from "../../../src/verification/text/chinese.js";

const grammar = getDefaultGrammar();

/** Rows as `[condition, row]`, so that each test is named by its condition. */
function named<Row extends { readonly condition: string }>(rows: readonly Row[]): [string, Row][] {
  return rows.map((row) => [row.condition, row]);
}

/** Each piece as written, with `=value` for a number and `?` for a word the lexicon lacks. */
function describePieces(pieces: readonly ChinesePiece[]): string[] {
  return pieces.map(
    (piece) =>
      `${piece.text}${piece.number === null ? "" : `=${piece.number}`}${piece.known ? "" : "?"}`,
  );
}

describe("chinese", () => {
  describe("numeral values", () => {
    it.each(
      named([
        { condition: "三 is 3", numeral: "三", value: 3 },
        { condition: "十 is 10", numeral: "十", value: 10 },
        { condition: "二十七 is 27", numeral: "二十七", value: 27 },
        { condition: "三十七 is 37", numeral: "三十七", value: 37 },
        { condition: "九十 is 90", numeral: "九十", value: 90 },
        { condition: "一百零五 is 105", numeral: "一百零五", value: 105 },
        { condition: "一千三百 is 1300", numeral: "一千三百", value: 1300 },
        { condition: "两千 is 2000", numeral: "两千", value: 2000 },
        { condition: "一万五千 is 15000", numeral: "一万五千", value: 15000 },
        { condition: "两亿 is 200000000", numeral: "两亿", value: 200_000_000 },
        { condition: "〇 is 0", numeral: "〇", value: 0 },
        { condition: "text that is no numeral has no value", numeral: "超时", value: null },
        { condition: "Latin text has no value", numeral: "abc", value: null },
      ]),
    )("%s", (_condition, { numeral, value }) => {
      expect(chineseNumeralValue(numeral)).toBe(value);
    });
  });

  describe("segmentation", () => {
    it.each(
      named([
        {
          condition: "a glossary compound is split into lexicon words, longest first",
          run: "数据库连接池耗尽",
          pieces: ["数据库", "连接池耗尽"],
        },
        {
          condition: "a numeral followed by a classifier is a number",
          run: "等待线程三十七个",
          pieces: ["等待", "线程", "三十七=37", "个"],
        },
        {
          condition: "两千 before a classifier is 2000",
          run: "两千个请求",
          pieces: ["两千=2000", "个", "请求"],
        },
        {
          condition: "一万五千 before a classifier is 15000",
          run: "一万五千次",
          pieces: ["一万五千=15000", "次"],
        },
        {
          condition: "百分之九十 is one number (a percentage of 90)",
          run: "百分之九十",
          pieces: ["百分之九十=90"],
        },
        {
          condition: "a single numeral before a unit is a number and the unit a word",
          run: "十分钟",
          pieces: ["十=10", "分钟"],
        },
        {
          condition: "三十 before 秒钟 is 30 and 秒钟 stays whole",
          run: "三十秒钟",
          pieces: ["三十=30", "秒钟"],
        },
        {
          condition: "a negator is a word of its own before a prepositional phrase",
          run: "无法在选举地址",
          pieces: ["无法", "在", "选举地址"],
        },
        {
          condition: "a state compound is split into its lexicon words",
          run: "调用失败",
          pieces: ["调用", "失败"],
        },
        {
          condition: "a numeral that is part of a lexicon word is not read as a number",
          run: "一些",
          pieces: ["一些"],
        },
        {
          condition: "a lexicon word containing 一 is not read as a number",
          run: "唯一实例",
          pieces: ["唯一", "实例"],
        },
        {
          condition: "a word that only contains a numeral is kept whole",
          run: "统一配置",
          pieces: ["统一", "配置"],
        },
        {
          condition: "a numeral ending a run counts (活跃十)",
          run: "活跃十",
          pieces: ["活跃", "十=10"],
        },
        {
          condition: "a framing character gives the next word its own (在线程 is 在 + 线程)",
          run: "在线程",
          pieces: ["在", "线程"],
        },
        {
          condition: "a longest word that leaves no framing head is kept (执行完毕)",
          run: "执行完毕",
          pieces: ["执行完", "毕?"],
        },
        {
          condition: "single characters the segmenter leaves side by side are joined back",
          run: "也就配置",
          pieces: ["也就?", "配置"],
        },
      ]),
    )("%s", (_condition, { run, pieces }) => {
      expect(describePieces(segmentChinese(grammar, run))).toEqual(pieces);
    });

    it("gives each piece its offset within the run", () => {
      const run = "等待线程三十七个";
      for (const piece of segmentChinese(grammar, run)) {
        expect(run.slice(piece.offset, piece.offset + piece.text.length)).toBe(piece.text);
      }
    });

    it("never leaves a single character of a segmented word as a unit of its own", () => {
      const pieces = segmentChinese(grammar, "鉴权服务拒绝请求");
      expect(pieces.every((piece) => piece.text.length > 1 || piece.known)).toBe(true);
    });
  });

  describe("compound parts", () => {
    it.each(
      named([
        { condition: "认证成功 is 认证 and 成功", word: "认证成功", parts: ["认证", "成功"] },
        {
          condition: "连接池耗尽 is 连接池 and 耗尽",
          word: "连接池耗尽",
          parts: ["连接池", "耗尽"],
        },
        { condition: "断开连接 is 断开 and 连接", word: "断开连接", parts: ["断开", "连接"] },
        {
          condition: "数据库连接 is 数据库 and 连接",
          word: "数据库连接",
          parts: ["数据库", "连接"],
        },
        { condition: "a two-character word is its own only part", word: "超时", parts: ["超时"] },
      ]),
    )("%s", (_condition, { word, parts }) => {
      expect(compoundParts(grammar, word)).toEqual(parts);
    });
  });
});
