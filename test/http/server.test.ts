/**
 * The routes over real HTTP against a fake ChatApi: authentication, validation, owner isolation,
 * error mapping.
 */
import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ChatTurnResultSchema, MAX_MESSAGE_LENGTH } from "../../src/chat/chat-contract.js";
import { LOCAL_OWNER } from "../../src/config/config.js";
import { DiagnosisSessionSchema, SessionListSchema } from "../../src/http/api-schemas.js";
import { ErrorBodySchema } from "../../src/http/http-errors.js";
import { FakeChatApi } from "./fake-chat-api.js";
import { ALICE, BOB, type RunningServer, startServer } from "./http-harness.js";

/** Every `/api` operation, with a path that would otherwise answer. */
const API_OPERATIONS = [
  ["POST", "/api/chat"],
  ["GET", "/api/sessions"],
  ["GET", "/api/sessions/sess-1"],
  ["GET", "/api/sessions/sess-1/invocations"],
  ["GET", "/api/invocations/1000"],
] as const;

describe("HTTP server", () => {
  let chat: FakeChatApi;
  let running: RunningServer;

  beforeEach(async () => {
    chat = new FakeChatApi();
    running = await startServer({
      chat,
      store: chat.store,
      apiTokens: [ALICE, BOB],
    });
  });
  afterEach(async () => {
    await running.close();
  });

  function expectError(
    answer: { status: number; body: unknown },
    status: number,
    code: string,
    messagePart?: string,
  ): void {
    expect({ status: answer.status, code: ErrorBodySchema.parse(answer.body).error.code }).toEqual({
      status,
      code,
    });
    if (messagePart !== undefined) {
      expect(ErrorBodySchema.parse(answer.body).error.message).toContain(messagePart);
    }
  }

  describe("authentication", () => {
    describe.each(API_OPERATIONS)("%s %s", (method, path) => {
      it("answers 401 with a WWW-Authenticate challenge without an Authorization header", async () => {
        const answer = await running.call(method, path);
        expectError(answer, 401, "unauthorized", "missing Authorization header");
        expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="vouch"');
      });

      it("answers 401 for a token that is not configured", async () => {
        const answer = await running.call(method, path, { token: `${ALICE.token}x` });
        expectError(answer, 401, "unauthorized", "not one of the configured API tokens");
      });
    });

    it("answers 401 for another scheme than Bearer", async () => {
      const answer = await running.call("GET", "/api/sessions", {
        headers: { authorization: `Basic ${Buffer.from("alice:secret").toString("base64")}` },
      });
      expectError(answer, 401, "unauthorized", "not of the form `Bearer TOKEN`");
    });

    it("refuses before reading the body, so a stranger's oversize body is a 401", async () => {
      const answer = await running.call("POST", "/api/chat", {
        json: { message: "x".repeat(200_000) },
      });
      expectError(answer, 401, "unauthorized");
    });

    it("accepts the scheme in any case", async () => {
      const answer = await running.call("GET", "/api/sessions", {
        headers: { authorization: `bearer ${ALICE.token}` },
      });
      expect(answer.status).toBe(200);
    });

    it.each(["/healthz", "/metrics", "/openapi.json"])(
      "serves %s without a token",
      async (path) => {
        expect((await running.call("GET", path)).status).toBe(200);
      },
    );
  });

  describe("without configured tokens", () => {
    it("acts as owner local for every request, with or without a header", async () => {
      const open = await startServer({ chat, store: chat.store, apiTokens: [] });
      try {
        const first = await open.call("POST", "/api/chat", { json: { message: "pool?" } });
        const second = await open.call("POST", "/api/chat", {
          token: "anything-at-all-here",
          json: { message: "pool again?" },
        });
        expect([first.status, second.status]).toEqual([200, 200]);
        const sessions = SessionListSchema.parse((await open.call("GET", "/api/sessions")).body);
        expect(sessions.sessions.map((session) => session.owner)).toEqual([
          LOCAL_OWNER,
          LOCAL_OWNER,
        ]);
      } finally {
        await open.close();
      }
    });
  });

  describe("POST /api/chat", () => {
    describe("a valid question", () => {
      it("answers 200 with the turn result of a new session", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "Is the pool exhausted? [PASS]" },
        });
        expect(answer.status).toBe(200);
        const result = ChatTurnResultSchema.parse(answer.body);
        expect(result).toMatchObject({ turn: 1, effective_verdict: "PASS" });
        expect(result.claims[0]?.citations[0]).toMatchObject({ raw_path: "$.logs[0]" });
        expect(chat.sessions.get(result.session_id)?.owner).toBe(ALICE.owner);
      });

      it("continues the caller's own session as turn 2", async () => {
        const first = ChatTurnResultSchema.parse(
          (await running.call("POST", "/api/chat", { token: ALICE.token, json: { message: "a" } }))
            .body,
        );
        const second = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "and now?", session_id: first.session_id },
        });
        expect(ChatTurnResultSchema.parse(second.body)).toMatchObject({
          session_id: first.session_id,
          turn: 2,
        });
      });

      it("gives the turn an abort signal that fires when the client goes away", async () => {
        // node:http rather than fetch: the test needs to drop exactly this one connection.
        const body = JSON.stringify({ message: "slow [WAIT]" });
        const client = request(`${running.baseUrl}/api/chat`, {
          method: "POST",
          agent: false,
          headers: {
            authorization: `Bearer ${ALICE.token}`,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        });
        client.on("error", () => undefined);
        client.end(body);
        await expect.poll(() => chat.signals.length).toBe(1);
        expect(chat.signals[0]?.aborted).toBe(false);
        client.destroy();
        await expect.poll(() => chat.signals[0]?.aborted).toBe(true);
      });
    });

    describe("a bad request", () => {
      it.each([
        ["missing message", { session_id: "sess-1" }, "message:"],
        ["empty message", { message: "   " }, "message: must not be empty"],
        ["message of the wrong type", { message: 42 }, "message: Invalid input: expected string"],
        ["unknown field", { message: "hi", colour: "red" }, "colour: unknown field"],
        [
          "oversize message",
          { message: "x".repeat(MAX_MESSAGE_LENGTH + 1) },
          `message: must be at most ${MAX_MESSAGE_LENGTH} characters`,
        ],
        ["a JSON array", ["message"], "(root):"],
        ["a JSON string", "message", "(root):"],
      ])("answers 400 invalid_request naming the problem: %s", async (_case, json, named) => {
        const answer = await running.call("POST", "/api/chat", { token: ALICE.token, json });
        expectError(answer, 400, "invalid_request", named);
      });

      it("answers 400 invalid_request for no body at all", async () => {
        const answer = await running.call("POST", "/api/chat", { token: ALICE.token });
        expectError(answer, 400, "invalid_request", "request body is missing");
      });

      it("answers 400 invalid_request for a JSON null body", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody: "null",
          headers: { "content-type": "application/json" },
        });
        expectError(answer, 400, "invalid_request", "request body is missing");
      });

      it("answers 400 invalid_json for a body that is not JSON", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody: '{"message": "unterminated',
          headers: { "content-type": "application/json" },
        });
        expectError(answer, 400, "invalid_json", "request body is not valid JSON");
      });

      it("answers 400 invalid_json for an empty body declared as JSON", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody: "",
          headers: { "content-type": "application/json" },
        });
        expectError(answer, 400, "invalid_json", "request body is empty");
      });

      it("answers 400 invalid_json for a prototype-poisoning body", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody: '{"message": "hi", "__proto__": {"admin": true}}',
          headers: { "content-type": "application/json" },
        });
        expectError(answer, 400, "invalid_json");
      });

      it.each([
        ["an array", `{"message": "hi", "deep": ${"[".repeat(30_000)}${"]".repeat(30_000)}}`],
        ["an object", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`],
      ])("answers 400 for %s nested thousands of levels deep", async (_shape, rawBody) => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody,
          headers: { "content-type": "application/json" },
        });
        expect(answer.status).toBe(400);
        expect(ErrorBodySchema.parse(answer.body).error.code).toMatch(/^invalid_(request|json)$/);
      });

      it("answers 413 body_too_large naming the limit", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "x".repeat(70 * 1024) },
        });
        expectError(answer, 413, "body_too_large", "65536 bytes (64 KiB)");
      });

      it("answers 415 unsupported_media_type for a text/plain body", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          rawBody: "Is the pool exhausted?",
          headers: { "content-type": "text/plain" },
        });
        expectError(answer, 415, "unsupported_media_type", '"text/plain"');
      });
    });

    describe("a session that is not the caller's", () => {
      it("answers 404 session_not_found for an unknown session", async () => {
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "hi", session_id: "no-such-session" },
        });
        expectError(answer, 404, "session_not_found", "no-such-session");
      });

      it("answers another owner's session exactly like an unknown one", async () => {
        const alices = chat.createSession(ALICE.owner);
        const answer = await running.call("POST", "/api/chat", {
          token: BOB.token,
          json: { message: "hi", session_id: alices.id },
        });
        expect(answer.body).toEqual({
          error: { code: "session_not_found", message: `session ${alices.id} does not exist` },
        });
        expect(answer.status).toBe(404);
        expect(alices.final_answers).toEqual([]);
      });
    });

    describe("a failing service", () => {
      it("answers 503 store_unavailable with the service's message", async () => {
        chat.askError = { code: "store_unavailable", message: "the store did not answer" };
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "hi" },
        });
        expect(answer).toMatchObject({
          status: 503,
          body: { error: { code: "store_unavailable", message: "the store did not answer" } },
        });
      });

      it("answers 500 internal_error without the error's text or stack", async () => {
        chat.askThrows = new Error("password=hunter2 at ChatService.ask");
        const answer = await running.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: "hi" },
        });
        expectError(answer, 500, "internal_error", "see the server log");
        expect(answer.text).not.toMatch(/hunter2|ChatService|at /);
      });
    });
  });

  describe("GET /api/sessions", () => {
    it("lists only the caller's sessions, newest first", async () => {
      const older = chat.createSession(ALICE.owner);
      chat.createSession(BOB.owner);
      const newer = chat.createSession(ALICE.owner);
      const answer = await running.call("GET", "/api/sessions", { token: ALICE.token });
      expect(answer.status).toBe(200);
      expect(SessionListSchema.parse(answer.body).sessions.map((session) => session.id)).toEqual([
        newer.id,
        older.id,
      ]);
    });

    it("honours the limit query parameter", async () => {
      for (let index = 0; index < 3; index += 1) chat.createSession(ALICE.owner);
      const answer = await running.call("GET", "/api/sessions?limit=2", { token: ALICE.token });
      expect(SessionListSchema.parse(answer.body).sessions).toHaveLength(2);
    });

    it.each([
      ["abc", "query.limit: expected a whole number"],
      ["0", "query.limit:"],
      ["100000", "query.limit:"],
    ])("answers 400 invalid_request for limit=%s", async (limit, named) => {
      const answer = await running.call("GET", `/api/sessions?limit=${limit}`, {
        token: ALICE.token,
      });
      expectError(answer, 400, "invalid_request", named);
    });

    it("answers 503 store_unavailable without the store's error text when the store fails", async () => {
      chat.storeFails = true;
      const answer = await running.call("GET", "/api/sessions", { token: ALICE.token });
      expectError(answer, 503, "store_unavailable");
      expect(answer.text).not.toContain("secret detail");
    });
  });

  describe("GET /api/sessions/:id", () => {
    it("answers the caller's session with its turns and self_evaluation", async () => {
      const created = ChatTurnResultSchema.parse(
        (
          await running.call("POST", "/api/chat", {
            token: ALICE.token,
            json: { message: "pool? [PASS]" },
          })
        ).body,
      );
      const answer = await running.call("GET", `/api/sessions/${created.session_id}`, {
        token: ALICE.token,
      });
      expect(answer.status).toBe(200);
      const session = DiagnosisSessionSchema.parse(answer.body);
      expect(session.final_answers).toHaveLength(1);
      expect(session.self_evaluation).toHaveProperty("verifier_evaluation.gatekeeper_result");
    });

    it("answers 404 for another owner's session exactly as for a missing one", async () => {
      const alices = chat.createSession(ALICE.owner);
      const foreign = await running.call("GET", `/api/sessions/${alices.id}`, {
        token: BOB.token,
      });
      const missing = await running.call("GET", "/api/sessions/missing", { token: BOB.token });
      expect(foreign.body).toEqual({
        error: { code: "session_not_found", message: `session ${alices.id} does not exist` },
      });
      expect([foreign.status, missing.status]).toEqual([404, 404]);
      expect(missing.body).toEqual({
        error: { code: "session_not_found", message: "session missing does not exist" },
      });
    });

    it("answers 414 path_parameter_too_long for an id longer than 200 characters", async () => {
      const answer = await running.call("GET", `/api/sessions/${"s".repeat(201)}`, {
        token: ALICE.token,
      });
      expectError(answer, 414, "path_parameter_too_long", "200 characters");
    });
  });

  describe("GET /api/sessions/:id/invocations", () => {
    it("lists the caller's session's invocations with their evidence refs", async () => {
      const session = chat.createSession(ALICE.owner);
      const recorded = chat.recordInvocation(session.id);
      chat.recordInvocation(chat.createSession(BOB.owner).id);
      const answer = await running.call("GET", `/api/sessions/${session.id}/invocations`, {
        token: ALICE.token,
      });
      expect(answer).toMatchObject({ status: 200, body: { invocations: [recorded] } });
    });

    it("answers 404 session_not_found for another owner's session", async () => {
      const session = chat.createSession(ALICE.owner);
      chat.recordInvocation(session.id);
      const answer = await running.call("GET", `/api/sessions/${session.id}/invocations`, {
        token: BOB.token,
      });
      expectError(answer, 404, "session_not_found", session.id);
    });

    it("answers 404 naming a session that does not exist", async () => {
      const answer = await running.call("GET", "/api/sessions/missing/invocations", {
        token: ALICE.token,
      });
      expect(answer).toMatchObject({
        status: 404,
        body: { error: { code: "session_not_found", message: "session missing does not exist" } },
      });
    });
  });

  describe("GET /api/invocations/:id", () => {
    it("answers an invocation of the caller's session", async () => {
      const recorded = chat.recordInvocation(chat.createSession(ALICE.owner).id);
      const answer = await running.call("GET", `/api/invocations/${recorded.id}`, {
        token: ALICE.token,
      });
      expect(answer).toMatchObject({ status: 200, body: recorded });
    });

    it("answers 404 for another owner's invocation as for one never recorded", async () => {
      const recorded = chat.recordInvocation(chat.createSession(ALICE.owner).id);
      const answer = await running.call("GET", `/api/invocations/${recorded.id}`, {
        token: BOB.token,
      });
      expect(answer).toMatchObject({
        status: 404,
        body: {
          error: {
            code: "invocation_not_found",
            message: `invocation ${recorded.id} does not exist`,
          },
        },
      });
    });

    it.each(["abc", "0", "-3", "1.5", "99999999999999999999"])(
      "answers 400 invalid_invocation_id for %s",
      async (id) => {
        const answer = await running.call("GET", `/api/invocations/${id}`, { token: ALICE.token });
        expectError(answer, 400, "invalid_invocation_id", JSON.stringify(id));
      },
    );

    it("answers 404 for an invocation that was never recorded", async () => {
      const answer = await running.call("GET", "/api/invocations/424242", { token: ALICE.token });
      expect(answer).toMatchObject({
        status: 404,
        body: {
          error: { code: "invocation_not_found", message: "invocation 424242 does not exist" },
        },
      });
    });
  });

  describe("GET /healthz", () => {
    it("answers ok with the store engine in use", async () => {
      expect(await running.call("GET", "/healthz")).toMatchObject({
        status: 200,
        body: { status: "ok", store: "sqlite" },
      });
    });

    it("answers 503 unavailable when the store does not answer", async () => {
      chat.storeAnswers = false;
      expect(await running.call("GET", "/healthz")).toMatchObject({
        status: 503,
        body: { status: "unavailable", store: "sqlite" },
      });
    });
  });

  describe("a request no route answers", () => {
    it("answers 404 not_found in the same JSON error shape", async () => {
      const answer = await running.call("GET", "/api/nothing-here");
      expect(answer).toMatchObject({
        status: 404,
        body: { error: { code: "not_found", message: "no route for GET /api/nothing-here" } },
      });
    });

    it("answers 404 not_found for a method the route does not take", async () => {
      const answer = await running.call("DELETE", "/api/sessions", { token: ALICE.token });
      expectError(answer, 404, "not_found", "DELETE /api/sessions");
    });

    it("answers 400 bad_request for a path that is not valid URL encoding", async () => {
      const answer = await running.call("GET", "/api/sessions/%E0%A4%A", { token: ALICE.token });
      expectError(answer, 400, "bad_request", "not valid URL encoding");
    });
  });
});
