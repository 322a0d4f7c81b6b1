/**
 * Property test: random bodies posted to /api/chat never get a 5xx, only a JSON error or a non-PASS
 * answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatTurnResultSchema } from "../../src/chat/chat-contract.js";
import { ErrorBodySchema } from "../../src/http/http-errors.js";
import { FakeChatApi } from "./fake-chat-api.js";
import { ALICE, type HttpAnswer, type RunningServer, startServer } from "./http-harness.js";

/** Bodies shaped like a chat request, with wrong types, odd values and extra keys mixed in. */
const chatLikeBody = fc
  .tuple(
    fc.record(
      {
        message: fc.oneof(fc.string({ unit: "grapheme", maxLength: 60 }), fc.jsonValue()),
        session_id: fc.oneof(fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 2 }),
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

describe("POST /api/chat › random bodies", () => {
  const chat = new FakeChatApi();
  let running: RunningServer;

  beforeAll(async () => {
    running = await startServer({ chat, store: chat.store, apiTokens: [ALICE] });
  });
  afterAll(async () => {
    await running.close();
  });

  /** Never a 5xx; always a JSON error without a stack, or an answer that is not PASS. */
  function expectSafeAnswer(answer: HttpAnswer): void {
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toMatch(/\n\s+at /);
    if (answer.status === 200) {
      expect(ChatTurnResultSchema.parse(answer.body).effective_verdict).not.toBe("PASS");
    } else {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(ErrorBodySchema.parse(answer.body).error.message).not.toBe("");
    }
  }

  it("answers any JSON value safely", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        expectSafeAnswer(
          await running.call("POST", "/api/chat", { token: ALICE.token, json: body }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("answers request-shaped objects safely", async () => {
    await fc.assert(
      fc.asyncProperty(chatLikeBody, async (body) => {
        expectSafeAnswer(
          await running.call("POST", "/api/chat", { token: ALICE.token, json: body }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("answers arbitrary text declared as JSON safely", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (text) => {
        expectSafeAnswer(
          await running.call("POST", "/api/chat", {
            token: ALICE.token,
            rawBody: text,
            headers: { "content-type": "application/json" },
          }),
        );
      }),
      { numRuns: 150 },
    );
  });
});
