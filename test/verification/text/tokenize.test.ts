import { describe, expect, it } from "vitest";
import { getDefaultGrammar } from "../../../src/verification/grammar/grammar.js";
import { normalizeText } from "../../../src/verification/text/normalize.js";
import {
  isNumberChunk,
  nameParts,
  type Token,
  tokenize,
} from "../../../src/verification/text/tokenize.js";

const grammar = getDefaultGrammar();

/** Rows as `[condition, row]`, so that each test is named by its condition. */
function named<Row extends { readonly condition: string }>(rows: readonly Row[]): [string, Row][] {
  return rows.map((row) => [row.condition, row]);
}

/** `kind:text` for each token that is not a break; key-value pairs as `keyValue:key|value`. */
function describeTokens(tokens: readonly Token[]): string[] {
  return tokens
    .filter((token) => token.kind !== "break")
    .map((token) =>
      token.kind === "keyValue"
        ? `keyValue:${token.key ?? ""}|${token.value ?? ""}`
        : `${token.kind}:${token.text}`,
    );
}

function tokensOf(text: string, colonPairs = false): string[] {
  return describeTokens(tokenize(normalizeText(text, grammar), { colonPairs }));
}

interface TokenRow {
  readonly condition: string;
  readonly text: string;
  readonly tokens: readonly string[];
}

function splits(condition: string, text: string, tokens: readonly string[]): TokenRow {
  return { condition, text, tokens };
}

describe("tokenize", () => {
  describe("kinds of token", () => {
    it.each(
      named([
        splits("a plain word is a word", "Connection", ["word:connection"]),
        splits("a hyphenated service name is one identifier", "order-service", [
          "identifier:order-service",
        ]),
        splits("a pool name with a number is one identifier", "HikariPool-1", [
          "identifier:hikaripool-1",
        ]),
        splits("a CamelCase alert name is one identifier", "HighMemoryUsage", [
          "identifier:highmemoryusage",
        ]),
        splits(
          "an address with a leading slash and a port is one identifier",
          "/10.10.34.13:3888",
          ["identifier:/10.10.34.13:3888"],
        ),
        splits("a negative block id is one identifier", "blk_-7571492020523929240", [
          "identifier:blk_-7571492020523929240",
        ]),
        splits("a number glued to its unit is one number", "30000ms", ["number:30000ms"]),
        splits("a percentage is one number", "91%", ["number:91%"]),
        splits("a ratio is one number", "50/50", ["number:50/50"]),
        splits("a JVM size is one number", "2048M", ["number:2048m"]),
        splits("a key=value pair is one token with its key and value", "waiting=37", [
          "keyValue:waiting|37",
        ]),
        splits("a Chinese run is one han token", "数据库连接池耗尽", ["han:数据库连接池耗尽"]),
        splits("a Chinese key=value pair is one token", "等待线程=37", ["keyValue:等待线程|37"]),
      ]),
    )("%s", (_condition, { text, tokens }) => {
      expect(tokensOf(text)).toEqual(tokens);
    });
  });

  describe("key-value pairs", () => {
    it.each(
      named([
        splits("a sentence's full stop is not part of the value", "waiting=37.", [
          "keyValue:waiting|37",
        ]),
        splits(
          "a quoted value is unquoted and its words are the record's words too",
          'msg="upstream request failed" status=503',
          [
            "keyValue:msg|upstream request failed",
            "word:upstream",
            "word:request",
            "word:failed",
            "keyValue:status|503",
          ],
        ),
        splits("pairs separated by commas in brackets are each a pair", "(total=50, active=50)", [
          "keyValue:total|50",
          "keyValue:active|50",
        ]),
        splits(
          "a key after a word and a colon starts after the colon",
          "environment:java.home=/usr/lib/jvm",
          ["word:environment", "keyValue:java.home|/usr/lib/jvm"],
        ),
        splits("a key in brackets before an address is read as a pair", "[myid=1]/0:0:0:0:2181", [
          "keyValue:myid|1",
          "identifier:/0:0:0:0:2181",
        ]),
        splits("values are lower-cased", "level=ERROR", ["keyValue:level|error"]),
      ]),
    )("%s", (_condition, { text, tokens }) => {
      expect(tokensOf(text)).toEqual(tokens);
    });

    it.each(
      named([
        splits("a record's status: 404 is a pair", "status: 404", ["keyValue:status|404"]),
        splits("a record's time: 0.24s is a pair", "time: 0.24s", ["keyValue:time|0.24s"]),
        splits("a colon before a word is not a pair", "reason: timeout", [
          "word:reason",
          "word:timeout",
        ]),
      ]),
    )("in a record, %s", (_condition, { text, tokens }) => {
      expect(tokensOf(text, true)).toEqual(tokens);
    });

    it("in a claim, status: 404 stays a word and a number", () => {
      expect(tokensOf("status: 404")).toEqual(["word:status", "number:404"]);
    });
  });

  describe("real records that glue tokens together", () => {
    it.each(
      named([
        splits(
          "an HDFS address with a word glued on after a colon is split",
          "10.251.73.220:50010:Got exception while serving blk_-7571 to /10.251.39.179:",
          [
            "identifier:10.251.73.220:50010",
            "word:got",
            "word:exception",
            "word:while",
            "word:serving",
            "identifier:blk_-7571",
            "word:to",
            "identifier:/10.251.39.179",
          ],
        ),
        splits("a word glued on before an address is split", "blockMap:10.251.43.115:50010", [
          "identifier:blockmap",
          "identifier:10.251.43.115:50010",
        ]),
        splits("a level glued on before a pool name is split", "ERROR:HikariPool-1", [
          "word:error",
          "identifier:hikaripool-1",
        ]),
        splits(
          "a ZooKeeper line reads as words, a number and an address",
          "Cannot open channel to 3 at election address /10.10.34.13:3888",
          [
            "word:can",
            "word:not",
            "word:open",
            "word:channel",
            "word:to",
            "number:3",
            "word:at",
            "word:election",
            "word:address",
            "identifier:/10.10.34.13:3888",
          ],
        ),
        splits(
          "a Chinese alert reads as han runs, a state and pairs",
          "告警 数据库连接池耗尽 firing, service=order-service, 活跃连接=50/50, 等待线程=37",
          [
            "han:告警",
            "han:数据库连接池耗尽",
            "word:firing",
            "keyValue:service|order-service",
            "keyValue:活跃连接|50/50",
            "keyValue:等待线程|37",
          ],
        ),
      ]),
    )("%s", (_condition, { text, tokens }) => {
      expect(tokensOf(text)).toEqual(tokens);
    });
  });

  describe("clauses", () => {
    function clausesOf(text: string): number[] {
      return tokenize(normalizeText(text, grammar))
        .filter((token) => token.kind !== "break")
        .map((token) => token.clause);
    }

    it.each(
      named([
        {
          condition: "commas, semicolons and full stops start new clauses",
          text: "pool exhausted, waiting=37; idle connections. done",
          clauses: [0, 0, 1, 2, 2, 3],
        },
        {
          condition: "Chinese commas start new clauses",
          text: "连接池耗尽，等待线程=37",
          clauses: [0, 1],
        },
        {
          condition: "a colon joins a log header to its message",
          text: "DataXceiver: got exception",
          clauses: [0, 0, 0],
        },
        {
          condition: "a spaced dash joins a logger to its message",
          text: "HikariPool-1 - Connection is not available",
          clauses: [0, 0, 0, 0, 0],
        },
        {
          condition: "brackets join a thread name to the line",
          text: "ERROR order-service [pool-3-thread-7] HikariPool-1",
          clauses: [0, 0, 0, 0],
        },
        {
          condition: "a decimal point is not a full stop",
          text: "p99 is 2.4s",
          clauses: [0, 0, 0],
        },
      ]),
    )("%s", (_condition, { text, clauses }) => {
      expect(clausesOf(text)).toEqual(clauses);
    });
  });

  it("gives each token its offsets in the normalized text", () => {
    const text = "order-service waiting=37";
    const tokens = tokenize(text);
    for (const token of tokens) {
      expect(text.slice(token.start, token.end)).toBe(token.cased);
    }
  });

  describe("number chunks", () => {
    it.each(
      named([
        { condition: "milliseconds are a number", chunk: "30000ms", number: true },
        { condition: "a decimal with seconds is a number", chunk: "2.4s", number: true },
        { condition: "mebibytes are a number", chunk: "512mib", number: true },
        { condition: "a ratio is a number", chunk: "20/20", number: true },
        { condition: "a bare count is a number", chunk: "37", number: true },
        { condition: "a version is not a number", chunk: "1.2.3", number: false },
        { condition: "a word glued to digits is not a number", chunk: "37apples", number: false },
        { condition: "an address is not a number", chunk: "10.10.34.13", number: false },
      ]),
    )("%s", (_condition, { chunk, number }) => {
      expect(isNumberChunk(chunk)).toBe(number);
    });
  });

  describe("name parts", () => {
    it.each(
      named([
        {
          condition: "CamelCase splits, digits stay with their letters",
          name: "HighLatencyP99",
          parts: ["high", "latency", "p99"],
        },
        {
          condition: "a unit suffix is a part of its own",
          name: "latency_ms",
          parts: ["latency", "ms"],
        },
        {
          condition: "a leading digit run stays with its letters",
          name: "5xx_ratio",
          parts: ["5xx", "ratio"],
        },
        {
          condition: "a pool's number has no letter and is left out",
          name: "HikariPool-1",
          parts: ["hikari", "pool"],
        },
        {
          condition: "a hyphenated service splits at the hyphen",
          name: "order-service",
          parts: ["order", "service"],
        },
        {
          condition: "a metric name splits at its underscores",
          name: "hikaricp_connections_pending",
          parts: ["hikaricp", "connections", "pending"],
        },
        {
          condition: "an upper-case run before a capitalised word is its own part",
          name: "DBConnectionPoolExhausted",
          parts: ["db", "connection", "pool", "exhausted"],
        },
        { condition: "an address has no parts", name: "10.10.34.13", parts: [] },
      ]),
    )("%s", (_condition, { name, parts }) => {
      expect(nameParts(name)).toEqual(parts);
    });
  });
});
