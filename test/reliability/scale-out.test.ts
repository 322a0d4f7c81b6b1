/**
 * Scale-out: two `vouch serve` processes on different ports sharing one PostgreSQL schema,
 * started at the same moment on the fresh schema (so their migrations race). A session
 * started on one continues on the other, and turns of the same sessions sent to both at once
 * are all kept: numbered without gaps or duplicates, each with its final answer, and each
 * replica reads the same sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import { ServeProcesses } from "../support/serve-process.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { questionAt } from "./support/questions.js";
import {
  SERVER_DATABASE_ENGINES,
  type ServerDatabase,
  ServerDatabases,
} from "./support/server-databases.js";
import { type ChatReply, mapBounded, VouchClient } from "./support/vouch-client.js";

const POSTGRES = SERVER_DATABASE_ENGINES.find((engine) => engine.name === "postgres");

const SESSIONS = 12;
const FOLLOW_UPS_PER_SESSION = 8;
/** Turns in flight at once across both replicas. */
const CONCURRENCY = 24;

function expectAnswered(reply: ChatReply): ChatTurnResult {
  if (!reply.ok)
    throw new Error(`turn failed: ${reply.status} ${reply.error.code}: ${reply.error.message}`);
  return reply.turn;
}

describe.skipIf(POSTGRES?.available !== true)(
  "two vouch serve replicas sharing one PostgreSQL schema",
  () => {
    const processes = new ServeProcesses();
    const databases = new ServerDatabases();
    let database: ServerDatabase;
    let replicas: [VouchClient, VouchClient];

    beforeAll(async () => {
      if (POSTGRES === undefined) throw new Error("no PostgreSQL engine");
      database = await databases.create(POSTGRES);
      const [first, second] = await Promise.all([
        processes.start(database.environment),
        processes.start(database.environment),
      ]);
      expect(first.url).not.toBe(second.url);
      replicas = [new VouchClient(first.url), new VouchClient(second.url)];
    }, 60_000);

    afterAll(async () => {
      await processes.stopAll();
      await databases.removeAll();
    });

    describe("a session started on one replica", () => {
      it("continues on the other as turn 2, and both replicas read both turns", async () => {
        const [first, second] = replicas;
        const opened = expectAnswered(await first.ask("order-service 是否出现数据库连接池耗尽?"));
        const continued = expectAnswered(
          await second.ask("Is order-service's memory under pressure?", opened.session_id),
        );

        expect(continued.session_id).toBe(opened.session_id);
        expect(continued.turn).toBe(2);
        const fromFirst = await first.audit(opened.session_id);
        const fromSecond = await second.audit(opened.session_id);
        expect(fromSecond).toEqual(fromFirst);
        expect(fromFirst.session.final_answers).toHaveLength(2);
        expect(sessionProblems(fromFirst.session, fromFirst.invocations)).toEqual([]);
        for (const turn of [opened, continued]) {
          expect(answeredTurnProblems(turn, fromFirst.session, fromFirst.invocations)).toEqual([]);
        }
      });
    });

    describe("a deployment on another schema of the same database", () => {
      it("starts beside the shared schema's tables, and neither deployment sees the other's sessions", async () => {
        if (POSTGRES === undefined) throw new Error("no PostgreSQL engine");
        const [shared] = replicas;
        const before = expectAnswered(await shared.ask("order-service 是否出现数据库连接池耗尽?"));
        const other = await processes.start((await databases.create(POSTGRES)).environment);
        const otherClient = new VouchClient(other.url);

        const own = expectAnswered(
          await otherClient.ask("Is order-service's memory under pressure?"),
        );
        expect(own.turn).toBe(1);
        expect(await otherClient.ask("And now?", before.session_id)).toMatchObject({
          ok: false,
          status: 404,
          error: { code: "session_not_found" },
        });
        expect(await shared.sessionIds()).not.toContain(own.session_id);
        await other.stop("SIGTERM");
      });
    });

    describe("turns of the same sessions sent to both replicas at once", () => {
      let openers: ChatTurnResult[] = [];
      let followUps: ChatReply[] = [];

      beforeAll(async () => {
        openers = (
          await mapBounded(
            Array.from({ length: SESSIONS }, (_unused, index) => index),
            SESSIONS,
            async (index) => replicas[index % 2]?.ask(questionAt(index, 0)),
          )
        ).map((reply) => {
          if (reply === undefined) throw new Error("no replica");
          return expectAnswered(reply);
        });
        // Turn k of session s goes to replica (s + k) % 2: consecutive turns of a session
        // alternate, and both replicas write the same sessions at the same time.
        const plan = openers.flatMap((opener, session) =>
          Array.from({ length: FOLLOW_UPS_PER_SESSION }, (_unused, step) => ({
            session,
            step: step + 1,
            sessionId: opener.session_id,
          })),
        );
        followUps = await mapBounded(plan, CONCURRENCY, async ({ session, step, sessionId }) => {
          const replica = replicas[(session + step) % 2];
          if (replica === undefined) throw new Error("no replica");
          return replica.ask(questionAt(session, step), sessionId);
        });
      }, 120_000);

      it("answers every turn", () => {
        expect(followUps.filter((reply) => !reply.ok)).toEqual([]);
        expect(followUps).toHaveLength(SESSIONS * FOLLOW_UPS_PER_SESSION);
      });

      it("numbers each session's turns 1..N without a gap or a duplicate, with a final answer per turn", async () => {
        const [first] = replicas;
        for (const opener of openers) {
          const numbers = followUps
            .flatMap((reply) =>
              reply.ok && reply.turn.session_id === opener.session_id ? [reply.turn.turn] : [],
            )
            .concat(opener.turn)
            .sort((left, right) => left - right);
          const turns = FOLLOW_UPS_PER_SESSION + 1;
          expect(numbers).toEqual(Array.from({ length: turns }, (_unused, index) => index + 1));
          const { session } = await first.audit(opener.session_id);
          expect(session.final_answers).toHaveLength(turns);
          expect(session.messages).toHaveLength(2 * turns);
        }
      });

      it("keeps every session whole, with each tool call listed once under its own session", async () => {
        const [first, second] = replicas;
        const problems: string[] = [];
        const everyId: number[] = [];
        const answered = [
          ...openers,
          ...followUps.flatMap((reply) => (reply.ok ? [reply.turn] : [])),
        ];
        for (const opener of openers) {
          const audit = await first.audit(opener.session_id);
          expect(await second.audit(opener.session_id)).toEqual(audit);
          problems.push(...sessionProblems(audit.session, audit.invocations));
          const reported = answered
            .filter((turn) => turn.session_id === opener.session_id)
            .flatMap((turn) => turn.invocations.map((invocation) => invocation.id));
          const listed = audit.invocations.map((invocation) => invocation.id);
          expect([...listed].sort((left, right) => left - right)).toEqual(
            [...reported].sort((left, right) => left - right),
          );
          everyId.push(...listed);
          for (const turn of answered.filter(
            (candidate) => candidate.session_id === opener.session_id,
          )) {
            problems.push(...answeredTurnProblems(turn, audit.session, audit.invocations));
          }
        }
        expect(problems).toEqual([]);
        expect(new Set(everyId).size).toBe(everyId.length);
      });
    });
  },
);
