import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import { runDiagnoseCommand } from "../../src/cli/diagnose-command.js";
import { runSessionsCommand } from "../../src/cli/sessions-command.js";
import { capturingIo } from "../support/capturing-io.js";
import { temporaryDirectory } from "../support/temporary-directory.js";

describe("vouch diagnose and vouch sessions", () => {
  let directory: ReturnType<typeof temporaryDirectory>;
  let environment: NodeJS.ProcessEnv;

  beforeEach(() => {
    directory = temporaryDirectory("vouch-diagnose-");
    environment = { VOUCH_DB: join(directory.path, "vouch.db") };
  });
  afterEach(() => {
    directory.remove();
  });

  async function diagnose(question: string, options: { json?: boolean; sessionId?: string } = {}) {
    const io = capturingIo();
    const exitCode = await runDiagnoseCommand(
      {
        question,
        sessionId: options.sessionId,
        owner: "local",
        json: options.json ?? false,
        quiet: false,
        environment,
      },
      io,
    );
    return { exitCode, io };
  }

  it("shows each stage's progress on stderr and the answer with its verdict on stdout", async () => {
    const { exitCode, io } = await diagnose(
      "Is order-service's database connection pool exhausted?",
    );
    expect(exitCode).toBe(0);
    expect(io.err).toMatch(/^session \S+ \(new\)$/m);
    expect(io.err).toMatch(/^executor: calling query_logs /m);
    expect(io.err).toMatch(/^executor: invocation \d+ query_logs ok, \d+ records$/m);
    expect(io.err).toMatch(/^verification: gatekeeper severity none, verdict PASS$/m);
    expect(io.err).toMatch(/^persisted as turn 1$/m);
    expect(io.out).toMatch(/^verdict: PASS {3}session: \S+ {3}turn: 1$/m);
    expect(io.out).toContain("[1]");
  });

  it("prints with --json the same turn object as the HTTP API, and continues a session", async () => {
    const first = await diagnose("order-service 是否出现数据库连接池耗尽?", { json: true });
    const turn = JSON.parse(first.io.out) as ChatTurnResult;
    expect(turn).toMatchObject({ turn: 1, effective_verdict: "PASS", language: "zh" });
    expect(Object.keys(turn)).toEqual(
      expect.arrayContaining(["session_id", "answer", "effective_verdict", "claims"]),
    );

    const second = await diagnose("Is order-service's Kafka consumer lagging?", {
      json: true,
      sessionId: turn.session_id,
    });
    expect(JSON.parse(second.io.out)).toMatchObject({
      session_id: turn.session_id,
      turn: 2,
      effective_verdict: "LOW_CONFID",
    });

    const listed = capturingIo();
    expect(
      await runSessionsCommand(
        { action: "list", owner: "local", json: true, limit: 10, environment },
        listed,
      ),
    ).toBe(0);
    expect(JSON.parse(listed.out)).toMatchObject({
      sessions: [{ id: turn.session_id, turns: 2, last_verdict: "LOW_CONFID" }],
    });

    const shown = capturingIo();
    await runSessionsCommand(
      {
        action: "show",
        sessionId: turn.session_id,
        owner: "local",
        json: false,
        limit: 1,
        environment,
      },
      shown,
    );
    expect(shown.out).toContain("--- turn 1: order-service 是否出现数据库连接池耗尽?");
    expect(shown.out).toContain("verdict: LOW_CONFID");
  });

  it("refuses an unknown session with exit 2", async () => {
    const { exitCode, io } = await diagnose("Is it down?", { sessionId: "no-such-session" });
    expect(exitCode).toBe(2);
    expect(io.err).toBe(
      "vouch diagnose: session_not_found: session no-such-session does not exist\n",
    );
  });

  it("refuses an empty question with exit 2, naming the field", async () => {
    const { exitCode, io } = await diagnose("   ");
    expect(exitCode).toBe(2);
    expect(io.err).toContain("invalid_request: message: must not be empty");
  });

  it("shows nothing of another owner's session", async () => {
    const first = await diagnose("Is order-service's pool exhausted?", { json: true });
    const turn = JSON.parse(first.io.out) as ChatTurnResult;
    const io = capturingIo();
    const exitCode = await runSessionsCommand(
      {
        action: "show",
        sessionId: turn.session_id,
        owner: "mallory",
        json: true,
        limit: 1,
        environment,
      },
      io,
    );
    expect(exitCode).toBe(2);
    expect(io.out).toBe("");
  });
});
