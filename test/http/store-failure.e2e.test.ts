import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openVouch } from "../../src/app/open-vouch.js";
import { loadConfig } from "../../src/config/config.js";
import { temporaryDirectory } from "../support/temporary-directory.js";
import { type RunningServer, startServer } from "./http-harness.js";

describe("HTTP API over a store that has failed", () => {
  const directory = temporaryDirectory("vouch-store-failure-");
  let running: RunningServer | undefined;

  afterEach(async () => {
    await running?.close();
    directory.remove();
  });

  it("answers 503 store_unavailable on every route that needs the store, without the database's message", async () => {
    const config = loadConfig({ VOUCH_DB: join(directory.path, "vouch.db") });
    if (!config.ok) throw new Error(config.error);
    const opened = await openVouch(config.value);
    if (!opened.ok) throw new Error(opened.error);
    const vouch = opened.value;
    running = await startServer({ store: vouch.store, chat: vouch.chat, apiTokens: [] });
    const created = await running.call("POST", "/api/chat", {
      json: { message: "Is order-service's database connection pool exhausted?" },
    });
    expect(created.status).toBe(200);
    const sessionId = (created.body as { session_id: string }).session_id;

    await vouch.store.close();
    for (const [method, path, json] of [
      ["GET", "/api/sessions", undefined],
      ["GET", `/api/sessions/${sessionId}`, undefined],
      ["GET", `/api/sessions/${sessionId}/invocations`, undefined],
      ["GET", "/api/invocations/1", undefined],
      ["POST", "/api/chat", { message: "And now?", session_id: sessionId }],
    ] as const) {
      const answer = await running.call(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect((answer.body as { error: { code: string } }).error.code).toBe("store_unavailable");
      expect(answer.text).not.toMatch(/database connection is not open|SqliteError/i);
    }
    expect((await running.call("GET", "/healthz")).status).toBe(503);
  });
});
