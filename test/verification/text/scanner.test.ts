import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareText } from "../../../src/verification/excerpt-text.js";
import { Scanner } from "../../../src/verification/text/scanner.js";
import { letterRuns } from "../../../src/verification/text/tokenize.js";

/**
 * The hand-written scans were written from regular expressions, which stay here as their
 * definition: on any text, a scan must find what its expression finds.
 */
const LETTER = "[\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}\\p{N}\\p{M}_]";
const HAN = "[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]";
const KEY = `(?:${LETTER}|${HAN})(?:${LETTER}|${HAN}|[.\\-])*`;
const VALUE = `(?:"[^"]*"|'[^']*'|[^\\s,;()\\[\\]{}，；（）、。！？"'<>\`|]+)`;
const CHUNK = `(?:/|-(?=\\p{N})|#)?${LETTER}(?:(?:${LETTER}|[.\\-:/@$#%*+~])*(?:${LETTER}|[%*#]))?`;
const BREAK = "[,;!?，。；！？、()（）\\[\\]{}<>|：]|\\.(?=\\s|$)|:(?=\\s|$)|\\s[-–—]+\\s|[–—]";
const TOKEN_SHAPES = new RegExp(`(${KEY}=${VALUE})|(${HAN}+)|(${CHUNK})|(${BREAK})`, "gu");
const SHAPES = ["keyValue", "han", "chunk", "break"] as const;

const WORD = "[\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}\\p{sc=Hangul}\\p{N}\\p{M}_]";
const EXCERPT_TOKEN = new RegExp(
  `${WORD}+(?:[-._:/]${WORD}+|=[-+]?${WORD}+)*(?:%(?!${WORD}))?`,
  "gu",
);

/** `shape@start:text` for each match of the expression, one after the other. */
function shapesByExpression(text: string): string[] {
  return [...text.matchAll(TOKEN_SHAPES)].map((match) => {
    const shape = SHAPES[match.slice(1).findIndex((group) => group !== undefined)];
    return `${shape}@${match.index}:${match[0]}`;
  });
}

function shapesByScanner(text: string): string[] {
  const found: string[] = [];
  const scanner = new Scanner(text, text.length);
  for (let position = 0; scanner.next(position); position = scanner.end) {
    found.push(`${scanner.found}@${scanner.start}:${text.slice(scanner.start, scanner.end)}`);
  }
  return found;
}

/** Pieces that meet at every edge the expressions care about. */
const PIECES = [
  ..."aZé9_=\"'.-:/@$#%*+~,;!?()[]{}<>|` \t\n\u00a0\u3000，。；！？、（）：–—中文カあ²Ⅻ\u0301ωж한",
  "😀",
  "𝟘",
  "𠀀",
  "\ud800",
  "abc",
  "Key",
  "x1",
  " - ",
  " — ",
  ". ",
  ": ",
  "-5",
  "#a",
  "/b",
  "状态=",
  "a.b",
  "=-",
  "=+",
  "30 ms",
];
const pieceTexts = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 24 })
  .map((pieces) => pieces.join(""));
const anyTexts = fc.string({ unit: "binary", maxLength: 40 });

describe("scanner", () => {
  it.each([
    ["waiting=37, active=50"],
    ['msg="upstream request failed" status=503'],
    ["HikariPool-1 - Connection is not available (total=50)"],
    ["告警 数据库连接池耗尽 firing, 活跃连接=50/50"],
    ["environment:java.home=/usr/lib/jvm blk_-7570 /10.10.34.13:3888."],
  ])("finds what its expression finds in %s", (text) => {
    expect(shapesByScanner(text)).toEqual(shapesByExpression(text));
  });

  it("finds what its expression finds in texts pieced together at its edges", () => {
    fc.assert(
      fc.property(pieceTexts, (text) => {
        expect(shapesByScanner(text)).toEqual(shapesByExpression(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds what its expression finds in any text", () => {
    fc.assert(
      fc.property(anyTexts, (text) => {
        expect(shapesByScanner(text)).toEqual(shapesByExpression(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("excerpt text", () => {
  it("finds the composite tokens its expression finds", () => {
    fc.assert(
      fc.property(fc.oneof(pieceTexts, anyTexts), (text) => {
        const prepared = prepareText(text);
        const expected = (prepared.cased.match(EXCERPT_TOKEN) ?? []).map((token) =>
          token.toLowerCase(),
        );
        expect(prepared.tokens.map((token) => token.text)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("letter runs", () => {
  it("are the pieces that splitting at non-letters gives", () => {
    fc.assert(
      fc.property(fc.oneof(pieceTexts, anyTexts), (text) => {
        const pieces = text.split(/[^\p{L}]+/u).filter((piece) => piece !== "");
        expect(letterRuns(text)).toEqual(pieces);
      }),
      { numRuns: 3000 },
    );
  });
});
