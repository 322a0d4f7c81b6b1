/** `GET /metrics`: what the Prometheus text counts after answered and failed requests. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeChatApi } from "./fake-chat-api.js";
import { ALICE, type RunningServer, startServer } from "./http-harness.js";

describe("GET /metrics", () => {
  let chat: FakeChatApi;
  let running: RunningServer;

  beforeEach(async () => {
    chat = new FakeChatApi();
    running = await startServer({ chat, store: chat.store, apiTokens: [ALICE] });
  });
  afterEach(async () => {
    await running.close();
  });

  async function ask(message: string): Promise<number> {
    return (await running.call("POST", "/api/chat", { token: ALICE.token, json: { message } }))
      .status;
  }

  async function metricsText(): Promise<string> {
    const answer = await running.call("GET", "/metrics");
    expect(answer.status).toBe(200);
    return answer.text;
  }

  describe("before any turn", () => {
    it("answers Prometheus text without a token", async () => {
      const answer = await running.call("GET", "/metrics");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    });

    it("shows every verdict and stage at zero, so rates exist from the start", async () => {
      const text = await metricsText();
      for (const verdict of ["PASS", "LOW_CONFID", "REJECT"]) {
        expect(text).toContain(`vouch_chat_turns_total{verdict="${verdict}"} 0`);
      }
      for (const stage of ["executor", "verification", "composer", "persistence", "total"]) {
        expect(text).toContain(`vouch_chat_stage_duration_seconds_count{stage="${stage}"} 0`);
      }
    });

    it("exports no process metrics unless asked to", async () => {
      expect(await metricsText()).not.toContain("process_cpu_seconds_total");
    });
  });

  describe("after answered turns", () => {
    beforeEach(async () => {
      expect([
        await ask("pool? [PASS]"),
        await ask("forged? [REJECT]"),
        await ask("kafka?"),
      ]).toEqual([200, 200, 200]);
    });

    it("counts turns by verdict", async () => {
      const text = await metricsText();
      expect(text).toContain('vouch_chat_turns_total{verdict="PASS"} 1');
      expect(text).toContain('vouch_chat_turns_total{verdict="REJECT"} 1');
      expect(text).toContain('vouch_chat_turns_total{verdict="LOW_CONFID"} 1');
    });

    it("counts the Gatekeeper's failed rules by code", async () => {
      expect(await metricsText()).toContain(
        'vouch_gatekeeper_failed_rules_total{rule="invocation_not_found"} 1',
      );
    });

    it("counts tool invocations by tool and status", async () => {
      expect(await metricsText()).toContain(
        'vouch_tool_invocations_total{tool="query_logs",status="ok",evidence_status="ok"} 3',
      );
    });

    it("observes each stage's duration in seconds", async () => {
      const text = await metricsText();
      expect(text).toContain('vouch_chat_stage_duration_seconds_count{stage="executor"} 3');
      // The fake's executor takes 12 ms per turn.
      expect(text).toContain('vouch_chat_stage_duration_seconds_sum{stage="executor"} 0.036');
      expect(text).toContain(
        'vouch_chat_stage_duration_seconds_bucket{le="0.025",stage="executor"} 3',
      );
    });

    it("counts HTTP requests by method, route pattern and status code", async () => {
      const text = await metricsText();
      expect(text).toContain(
        'vouch_http_requests_total{method="POST",route="/api/chat",status_code="200"} 3',
      );
      expect(text).toContain(
        'vouch_http_request_duration_seconds_count{method="POST",route="/api/chat"} 3',
      );
    });
  });

  describe("after failed requests", () => {
    it("counts turns that ended without an answer by error code", async () => {
      expect(await ask("")).toBe(400);
      expect(await metricsText()).toContain(
        'vouch_chat_turn_errors_total{code="invalid_request"} 1',
      );
    });

    it("labels requests by route pattern, never by path, and unmatched ones as (unmatched)", async () => {
      await running.call("GET", "/api/sessions/sess-42", { token: ALICE.token });
      await running.call("GET", "/no/such/thing");
      const text = await metricsText();
      expect(text).toContain(
        'vouch_http_requests_total{method="GET",route="/api/sessions/:id",status_code="404"} 1',
      );
      expect(text).toContain(
        'vouch_http_requests_total{method="GET",route="(unmatched)",status_code="404"} 1',
      );
      expect(text).not.toContain("sess-42");
      expect(text).not.toContain("/no/such/thing");
    });
  });

  describe("two servers in one process", () => {
    it("count into their own registries", async () => {
      const other = await startServer({
        chat: new FakeChatApi(),
        store: chat.store,
        apiTokens: [],
      });
      try {
        await ask("pool? [PASS]");
        expect((await other.call("GET", "/metrics")).text).toContain(
          'vouch_chat_turns_total{verdict="PASS"} 0',
        );
      } finally {
        await other.close();
      }
    });
  });

  describe("with process metrics on", () => {
    it("exports them too", async () => {
      const other = await startServer({
        chat,
        store: chat.store,
        apiTokens: [],
        processMetrics: true,
      });
      try {
        expect((await other.call("GET", "/metrics")).text).toContain("process_cpu_seconds_total");
      } finally {
        await other.close();
      }
    });
  });
});
