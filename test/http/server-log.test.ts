/** What the server writes to its log: the no-token notice, answered turns, never a token. */
import { describe, expect, it } from "vitest";
import { FakeChatApi } from "./fake-chat-api.js";
import { ALICE, startServer } from "./http-harness.js";

/** Collects the server's JSON log lines. */
function logCollector(): { write(line: string): void; lines: () => string[] } {
  const lines: string[] = [];
  return { write: (line) => void lines.push(line), lines: () => lines };
}

describe("server log", () => {
  describe("without configured tokens", () => {
    it("says at start that every request acts as owner local", async () => {
      const chat = new FakeChatApi();
      const log = logCollector();
      const running = await startServer({
        chat,
        store: chat.store,
        apiTokens: [],
        logLevel: "info",
        logDestination: log,
      });
      await running.close();
      expect(log.lines().join("")).toContain(
        "no API tokens configured: every request acts as owner local",
      );
    });
  });

  describe("with configured tokens", () => {
    it("logs each answered turn with its verdict, and never a token or a stack", async () => {
      const chat = new FakeChatApi();
      const log = logCollector();
      const running = await startServer({
        chat,
        store: chat.store,
        apiTokens: [ALICE],
        logLevel: "debug",
        logDestination: log,
      });
      try {
        await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "pool? [PASS]" },
        });
        chat.askThrows = new Error("unexpected");
        expect(
          (await running.call("POST", "/api/chat", { token: ALICE.token, json: { message: "x" } }))
            .status,
        ).toBe(500);
      } finally {
        await running.close();
      }
      const text = log.lines().join("");
      expect(text).not.toContain(ALICE.token);
      expect(text).not.toContain("no API tokens configured");
      const answered = log
        .lines()
        .map((line) => JSON.parse(line) as { msg?: string })
        .find((entry) => entry.msg === "chat turn answered");
      expect(answered).toMatchObject({ owner: "alice", turn: 1, effective_verdict: "PASS" });
      // The stack of an unexpected failure belongs in the log (and only there).
      expect(text).toContain("request failed");
    });
  });
});
