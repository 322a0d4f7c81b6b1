import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLookupKnowledgeTool,
  type LookupKnowledgeTool,
} from "../../src/tools/lookup-knowledge.js";
import {
  buildRunbookIndex,
  loadRunbookIndex,
  MAX_BLOCK_CHARACTERS,
  splitRunbook,
  tokenizeForSearch,
} from "../../src/tools/runbook-index.js";
import { argumentsError, loadDefaultRunbookIndex, runTool } from "./tool-test-helpers.js";

let lookupKnowledge: LookupKnowledgeTool;
let temporaryFolder: string;

beforeAll(async () => {
  lookupKnowledge = createLookupKnowledgeTool(await loadDefaultRunbookIndex());
  temporaryFolder = await mkdtemp(join(tmpdir(), "vouch-runbooks-"));
});

afterAll(async () => {
  await rm(temporaryFolder, { recursive: true, force: true });
});

describe("lookup_knowledge", () => {
  describe("Chinese query", () => {
    it.each(["数据库连接池耗尽怎么排查", "连接池耗尽", "数据库连接池"])(
      'answers "%s" from the Chinese runbook first',
      async (query) => {
        const [top] = await runTool(lookupKnowledge, { query });

        expect(top?.runbook).toBe("db-connection-pool-zh.md");
        expect(top?.title).toBe("数据库连接池耗尽排查");
      },
    );
  });

  describe("English query", () => {
    it.each<[string, string]>([
      ["HikariCP connection pool exhausted", "hikaricp-pool-exhaustion.md"],
      ["long GC pause heap memory", "jvm-memory-pressure.md"],
      ["gateway route latency 504", "high-latency.md"],
      ["Kafka consumer lag", "kafka-consumer-lag.md"],
    ])('answers "%s" from %s first', async (query, runbook) => {
      const [top] = await runTool(lookupKnowledge, { query });

      expect(top?.runbook).toBe(runbook);
    });

    it("returns blocks best first, with runbook, title, section, text and score", async () => {
      const blocks = await runTool(lookupKnowledge, { query: "leak detection stack trace" });
      const scores = blocks.map((block) => block.score);

      expect(blocks.length).toBeGreaterThan(0);
      expect(scores).toEqual([...scores].sort((left, right) => right - left));
      expect(blocks[0]).toMatchObject({
        runbook: "hikaricp-pool-exhaustion.md",
        title: "HikariCP connection pool exhaustion",
      });
      expect(blocks[0]?.section).not.toBe("");
      expect(blocks[0]?.text).toMatch(/leak-detection stack trace|leak detection/);
    });
  });

  describe("top_k", () => {
    it("returns 3 blocks when top_k is not given", async () => {
      expect(await runTool(lookupKnowledge, { query: "the" })).toHaveLength(3);
    });

    it("returns top_k blocks when more match", async () => {
      expect(await runTool(lookupKnowledge, { query: "the", top_k: 1 })).toHaveLength(1);
      expect(await runTool(lookupKnowledge, { query: "the", top_k: 10 })).toHaveLength(10);
    });
  });

  describe("query with no hit", () => {
    it("returns no blocks when no term of the query occurs in a runbook", async () => {
      expect(await runTool(lookupKnowledge, { query: "xyzzy plugh" })).toEqual([]);
    });
  });

  describe("arguments", () => {
    it.each<[unknown, string]>([
      [{}, "query"],
      [{ query: " " }, "query"],
      [{ query: "pool", top_k: 0 }, "top_k"],
      [{ query: "pool", top_k: 11 }, "top_k"],
      [{ query: "pool", topK: 3 }, "topK"],
    ])("rejects %j naming %s", (toolArguments, field) => {
      expect(argumentsError(lookupKnowledge, toolArguments)).toMatch(new RegExp(`^${field}: `));
    });
  });
});

describe("runbook index", () => {
  describe("tokenizer", () => {
    it("segments Chinese text into words", () => {
      const terms = tokenizeForSearch("数据库连接池耗尽");

      expect(terms.length).toBeGreaterThan(1);
      expect(terms.join("")).toBe("数据库连接池耗尽");
    });

    it("lower-cases and NFKC-normalizes, dropping punctuation", () => {
      expect(tokenizeForSearch("ＨｉｋａｒｉＣＰ, Pool!")).toEqual(["hikaricp", "pool"]);
    });

    it("keeps a dotted identifier whole and also yields its parts", () => {
      expect(tokenizeForSearch("com.zaxxer.hikari")).toEqual([
        "com.zaxxer.hikari",
        "com",
        "zaxxer",
        "hikari",
      ]);
    });
  });

  describe("splitting", () => {
    it("makes one block per heading section, titled by the first heading", () => {
      const blocks = splitRunbook(
        "example.md",
        "# Example\n\nIntro.\n\n## Evidence\n\nStep one.\n\n### Logs\n\nRead logs.\n\n## Empty\n\n## Next\n\nDone.\n",
      );

      expect(blocks.map((block) => [block.section, block.text])).toEqual([
        ["Example", "Intro."],
        ["Evidence", "Step one."],
        ["Evidence > Logs", "Read logs."],
        ["Next", "Done."],
      ]);
      expect(
        blocks.every((block) => block.title === "Example" && block.runbook === "example.md"),
      ).toBe(true);
    });

    it("does not treat a comment inside a code fence as a heading", () => {
      const blocks = splitRunbook(
        "fence.md",
        "# Fence\n\n## Steps\n\n```sh\n# list pods\nkubectl get pods\n```\n",
      );

      expect(blocks).toHaveLength(1);
      expect(blocks[0]?.text).toContain("# list pods");
    });

    it("uses the file name as title when there is no level-1 heading", () => {
      const [block] = splitRunbook("no-title.md", "## Only\n\nText.");

      expect(block?.title).toBe("no-title");
    });

    it("splits a long section into blocks at paragraph boundaries", () => {
      const paragraph = "HikariCP pool statistics show waiting threads. ".repeat(8).trim();
      const body = Array.from({ length: 6 }, () => paragraph).join("\n\n");
      const blocks = splitRunbook("long.md", `# Long\n\n## Evidence\n\n${body}\n`);

      expect(blocks.length).toBeGreaterThan(1);
      expect(blocks.every((block) => block.section === "Evidence")).toBe(true);
      expect(blocks.every((block) => block.text.length <= MAX_BLOCK_CHARACTERS)).toBe(true);
      expect(blocks.map((block) => block.text).join("\n\n")).toBe(body);
    });
  });

  describe("search", () => {
    it("cites equally scored blocks in document order", () => {
      const index = buildRunbookIndex([
        {
          runbook: "a.md",
          markdown: "# A\n\n## One\n\nsame words here\n\n## Two\n\nsame words here\n",
        },
      ]);

      expect(index.search("same", 2).map((match) => match.section)).toEqual(["One", "Two"]);
    });
  });

  describe("loading", () => {
    it("fails naming the folder when it does not exist", async () => {
      const missing = join(temporaryFolder, "missing");
      const loaded = await loadRunbookIndex(missing);

      expect(loaded.ok).toBe(false);
      if (!loaded.ok) {
        expect(loaded.error.code).toBe("runbooks_unreadable");
        expect(loaded.error.message.startsWith(`${missing}: `)).toBe(true);
      }
    });

    it("fails when the folder holds no Markdown runbook", async () => {
      const empty = join(temporaryFolder, "empty");
      await mkdir(empty);
      const loaded = await loadRunbookIndex(empty);

      expect(loaded.ok).toBe(false);
      if (!loaded.ok) {
        expect(loaded.error.code).toBe("runbooks_empty");
        expect(loaded.error.message).toContain(empty);
      }
    });
  });
});
