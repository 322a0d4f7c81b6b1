/**
 * The audit checks every reliability test relies on (support/audit.ts), shown to catch what
 * they are meant to catch: a real persisted PASS turn passes them, and each way a session can
 * be half-written or a PASS can rest on unrecorded evidence is reported by name.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import { temporaryDirectory } from "../support/temporary-directory.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { type RunningVouch, startInProcessVouch } from "./support/in-process-vouch.js";
import type { SessionAudit } from "./support/vouch-client.js";

type Session = SessionAudit["session"];
type Turn = {
  turn: number;
  invocation_ids: number[];
  effective_verdict: string;
  verifier_evaluation: { gatekeeper_result: { severity: string } };
  answer: { claims: { citations: { text: string; invocation_id: number }[] }[] };
};

/** A deep copy of the session whose first persisted turn `change` may edit. */
function withTurn(session: Session, change: (turn: Turn, copy: Session) => void): Session {
  const copy = structuredClone(session);
  const [turn] = copy.self_evaluation.turns as Turn[];
  if (turn === undefined) throw new Error("the session has no turn");
  change(turn, copy);
  return copy;
}

describe("the audit checks", () => {
  let directory: ReturnType<typeof temporaryDirectory>;
  let running: RunningVouch;
  let answered: ChatTurnResult;
  let session: Session;
  let invocations: ToolInvocation[];
  let otherInvocation: ToolInvocation;

  beforeAll(async () => {
    directory = temporaryDirectory("vouch-audit-");
    running = await startInProcessVouch({ VOUCH_DB: join(directory.path, "vouch.db") });
    const reply = await running.client.ask("order-service 是否出现数据库连接池耗尽?");
    const other = await running.client.ask("Is order-service's memory under pressure?");
    if (!reply.ok || !other.ok) throw new Error("the turns failed");
    answered = reply.turn;
    ({ session, invocations } = await running.client.audit(answered.session_id));
    const [first] = await running.client.invocations(other.turn.session_id);
    if (first === undefined) throw new Error("the other turn recorded nothing");
    otherInvocation = first;
  });

  afterAll(async () => {
    await running?.close();
    directory?.remove();
  });

  it("find nothing wrong with a real PASS turn as persisted", () => {
    expect(answered.effective_verdict).toBe("PASS");
    expect(sessionProblems(session, invocations)).toEqual([]);
    expect(answeredTurnProblems(answered, session, invocations)).toEqual([]);
  });

  it.each([
    {
      condition: "a turn without its answer message",
      edit: (_turn: Turn, copy: Session) => {
        copy.messages.pop();
      },
      problem: /1 messages for 1 turns/u,
    },
    {
      condition: "a turn without its final answer",
      edit: (_turn: Turn, copy: Session) => {
        copy.final_answers.pop();
      },
      problem: /0 final answers for 1 turns/u,
    },
    {
      condition: "a turn numbered out of order",
      edit: (turn: Turn) => {
        turn.turn = 2;
      },
      problem: /turn 1: numbered 2/u,
    },
    {
      condition: "a citation of text that was not recorded",
      edit: (turn: Turn) => {
        const [claim] = turn.answer.claims;
        const [citation] = claim?.citations ?? [];
        if (citation !== undefined) citation.text = `${citation.text} and the root cause is X`;
      },
      problem: /was not recorded/u,
    },
    {
      condition: "a PASS whose Gatekeeper found missing evidence",
      edit: (turn: Turn) => {
        turn.verifier_evaluation.gatekeeper_result.severity = "low_confid";
      },
      problem: /PASS with Gatekeeper severity low_confid/u,
    },
    {
      condition: "a turn that lists a tool call the session does not hold",
      edit: (turn: Turn) => {
        turn.invocation_ids.push(987_654);
      },
      problem: /invocation 987654 is not listed/u,
    },
    {
      condition: "a turn whose unfinished record is missing its answer",
      edit: (turn: Turn) => {
        Reflect.deleteProperty(turn, "answer");
      },
      problem: /not a list of whole turns/u,
    },
  ])("report $condition", ({ edit, problem }) => {
    const problems = sessionProblems(withTurn(session, edit), invocations);
    expect(problems.join("\n")).toMatch(problem);
  });

  it("report a citation of another session's invocation", () => {
    const edited = withTurn(session, (turn) => {
      const [claim] = turn.answer.claims;
      const [citation] = claim?.citations ?? [];
      if (citation !== undefined) citation.invocation_id = otherInvocation.id;
    });
    expect(sessionProblems(edited, invocations).join("\n")).toMatch(
      /not an invocation of this session/u,
    );
  });

  it("report an answered turn that was not persisted, or persisted with other tool calls", () => {
    expect(answeredTurnProblems({ ...answered, turn: 2 }, session, invocations).join("\n")).toMatch(
      /not persisted/u,
    );
    const moved = { ...answered, invocations: answered.invocations.slice(1) };
    expect(answeredTurnProblems(moved, session, invocations).join("\n")).toMatch(
      /persisted invocations/u,
    );
  });
});
