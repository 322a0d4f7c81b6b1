import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openVouch, type Vouch } from "../../src/app/open-vouch.js";
import { loadConfig } from "../../src/config/config.js";
import { buildServer } from "../../src/http/server.js";
import { temporaryDirectory } from "../support/temporary-directory.js";

describe("HTTP server", () => {
  const directory = temporaryDirectory("vouch-http-");
  let vouch: Vouch;
  let server: ReturnType<typeof buildServer>;
  let baseUrl: string;

  beforeAll(async () => {
    const config = loadConfig({ VOUCH_DB: join(directory.path, "vouch.db") });
    if (!config.ok) throw new Error(config.error);
    const opened = await openVouch(config.value);
    if (!opened.ok) throw new Error(opened.error);
    vouch = opened.value;
    server = buildServer(vouch, { logLevel: "silent" });
    baseUrl = await server.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await vouch.close();
    directory.remove();
  });

  async function getJson(path: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, body: await response.json() };
  }

  describe("GET /healthz", () => {
    it("answers ok with the store engine in use", async () => {
      expect(await getJson("/healthz")).toEqual({
        status: 200,
        body: { status: "ok", store: "sqlite" },
      });
    });
  });

  describe("GET /api/sessions/:id/invocations", () => {
    it("lists the session's recorded invocations with their evidence refs", async () => {
      const session = await vouch.store.createSession({ owner: "alice" });
      const recorded = await vouch.recorder.invoke(session.id, "query_logs", {
        query: "HikariPool",
      });
      if (!recorded.ok) throw new Error(recorded.error.message);

      const { status, body } = await getJson(`/api/sessions/${session.id}/invocations`);
      expect(status).toBe(200);
      expect(body).toEqual({ invocations: [recorded.invocation] });
      expect(recorded.invocation.retrieval_details.evidence_refs?.length).toBeGreaterThan(0);
    });

    it("answers 404 naming a session that does not exist", async () => {
      expect(await getJson("/api/sessions/missing/invocations")).toEqual({
        status: 404,
        body: { error: { code: "session_not_found", message: "session missing does not exist" } },
      });
    });
  });

  describe("GET /api/invocations/:id", () => {
    it("answers 400 for an id that is not a positive integer", async () => {
      const { status, body } = await getJson("/api/invocations/abc");
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: "invalid_invocation_id" } });
    });

    it("answers 404 for an invocation that was never recorded", async () => {
      const { status, body } = await getJson("/api/invocations/424242");
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: "invocation_not_found", message: "invocation 424242 does not exist" },
      });
    });
  });

  describe("an unknown route", () => {
    it("answers 404 in the same JSON error shape", async () => {
      const { status, body } = await getJson("/api/nothing-here");
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: "not_found", message: "no route for GET /api/nothing-here" },
      });
    });
  });
});
