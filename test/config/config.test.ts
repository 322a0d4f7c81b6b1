import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/config.js";

describe("configuration", () => {
  it("needs nothing: SQLite under ./data, the built-in scenario, 127.0.0.1:8740, offline executor", () => {
    const config = loadConfig({}, "/srv/vouch");
    expect(config).toMatchObject({
      ok: true,
      value: {
        store: { kind: "sqlite", path: "/srv/vouch/data/vouch.db" },
        host: "127.0.0.1",
        port: 8740,
        toolTimeoutMs: 10_000,
        maxRecordsPerInvocation: 100,
        llm: null,
      },
    });
  });

  it("uses PostgreSQL when DATABASE_URL is set, with an optional schema", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      VOUCH_PG_SCHEMA: "vouch",
    });
    expect(config.ok && config.value.store).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/test",
      schema: "vouch",
    });
  });

  it("reads the LLM endpoint settings and turns the judge on", () => {
    const config = loadConfig({
      VOUCH_LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      VOUCH_LLM_MODEL: "qwen2.5",
      VOUCH_LLM_TIMEOUT_MS: "5000",
      VOUCH_LLM_JUDGE: "on",
    });
    expect(config.ok && config.value.llm).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen2.5",
      apiKey: "",
      timeoutMs: 5000,
      maxTurns: 8,
      judge: true,
    });
  });

  it("maps API tokens to owners and then allows a non-loopback host", () => {
    const config = loadConfig({
      VOUCH_API_TOKENS: "alice:alice-token-0123456789, bob:bob-token-0123456789ab",
      VOUCH_HOST: "0.0.0.0",
    });
    expect(config.ok && config.value.apiTokens).toEqual([
      { owner: "alice", token: "alice-token-0123456789" },
      { owner: "bob", token: "bob-token-0123456789ab" },
    ]);
    expect(config.ok && config.value.host).toBe("0.0.0.0");
  });

  it("reads a config file named by VOUCH_CONFIG, and the environment wins over it", () => {
    const directory = mkdtempSync(join(tmpdir(), "vouch-config-"));
    try {
      writeFileSync(
        join(directory, "vouch.json"),
        JSON.stringify({ VOUCH_PORT: 9100, VOUCH_MAX_RECORDS: 7, VOUCH_LOG_LEVEL: "warn" }),
      );
      const config = loadConfig({ VOUCH_CONFIG: "vouch.json", VOUCH_PORT: "9200" }, directory);
      expect(config).toMatchObject({
        ok: true,
        value: { port: 9200, maxRecordsPerInvocation: 7, logLevel: "warn" },
      });
      writeFileSync(join(directory, "bad.json"), JSON.stringify({ VOUCH_PROT: 1 }));
      expect(loadConfig({ VOUCH_CONFIG: "bad.json" }, directory)).toEqual({
        ok: false,
        error: `invalid configuration: ${join(directory, "bad.json")}: VOUCH_PROT: unknown setting`,
      });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it.each([
    [
      { VOUCH_HOST: "0.0.0.0" },
      "VOUCH_HOST: 0.0.0.0 is reachable from other machines; set VOUCH_API_TOKENS",
    ],
    [{ VOUCH_API_TOKENS: "alice" }, "VOUCH_API_TOKENS: expected owner:token pairs"],
    [{ VOUCH_API_TOKENS: "alice:short" }, "VOUCH_API_TOKENS"],
    [
      { VOUCH_API_TOKENS: "a:0123456789abcdef,b:0123456789abcdef" },
      "the same token is given twice",
    ],
    [
      { VOUCH_CONFIG: "/nonexistent/vouch.json" },
      "VOUCH_CONFIG: cannot read /nonexistent/vouch.json",
    ],
    [{ VOUCH_PORT: "eighty" }, "VOUCH_PORT: expected a whole number"],
    [{ VOUCH_PORT: "70000" }, "VOUCH_PORT"],
    [
      { DATABASE_URL: "mysql://root@localhost/test" },
      "DATABASE_URL: expected a postgres:// or postgresql:// URL",
    ],
    [{ VOUCH_PG_SCHEMA: "Vouch; drop table" }, "VOUCH_PG_SCHEMA"],
    [{ VOUCH_LOG_LEVEL: "loud" }, "VOUCH_LOG_LEVEL"],
    [
      { VOUCH_LLM_BASE_URL: "http://127.0.0.1:1/v1" },
      "VOUCH_LLM_MODEL: required when VOUCH_LLM_BASE_URL is set",
    ],
    [{ VOUCH_LLM_JUDGE: "maybe" }, "VOUCH_LLM_JUDGE"],
  ])("refuses %j with an error naming the variable", (environment, expected) => {
    const config = loadConfig(environment);
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.error).toContain(expected);
  });
});
