/**
 * The process killed mid-turn: a real `vouch serve` is sent SIGKILL while many turns are in
 * flight, then restarted on the same database (the same SQLite file; the same PostgreSQL
 * schema). Every turn that was answered 200 before the kill is still there with its audit
 * record, no session holds a half turn, and the restarted process continues the sessions.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ServeProcesses } from "../support/serve-process.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { questionAt } from "./support/questions.js";
import { SERVER_DATABASE_ENGINES, ServerDatabases } from "./support/server-databases.js";
import {
  type ChatReply,
  connectionFailure,
  mapBounded,
  runWorkers,
  VouchClient,
} from "./support/vouch-client.js";

const CLIENTS = 24;
/** The kill comes once this many turns have been answered. */
const ANSWERS_BEFORE_KILL = 60;
/** A client that never sees the kill stops here, so the test is bounded whatever happens. */
const MOST_STEPS_PER_CLIENT = 40;
const NEW_SESSION_EVERY = 4;

for (const engine of SERVER_DATABASE_ENGINES) {
  describe.skipIf(!engine.available)(`vouch serve killed mid-turn › on ${engine.name}`, () => {
    const processes = new ServeProcesses();
    const databases = new ServerDatabases();

    afterEach(async () => {
      await processes.stopAll();
      await databases.removeAll();
    });

    it("keeps every turn answered before the kill, with its audit record and no half turn, after a restart", async () => {
      const database = await databases.create(engine);
      const server = await processes.start(database.environment);
      const client = new VouchClient(server.url);

      let answeredCount = 0;
      const replies = (
        await runWorkers(CLIENTS, async (index) => {
          const mine: ChatReply[] = [];
          let sessionId: string | undefined;
          for (let step = 0; step < MOST_STEPS_PER_CLIENT; step += 1) {
            const opensSession = step % NEW_SESSION_EVERY === 0;
            const reply = await client
              .ask(questionAt(index, step), opensSession ? undefined : sessionId)
              .catch(connectionFailure);
            mine.push(reply);
            if (!reply.ok) break;
            if (opensSession) sessionId = reply.turn.session_id;
            answeredCount += 1;
            if (answeredCount === ANSWERS_BEFORE_KILL) void server.stop("SIGKILL");
          }
          return mine;
        })
      ).flat();

      expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
      const answered = replies.flatMap((reply) => (reply.ok ? [reply.turn] : []));
      const cutOff = replies.filter((reply) => !reply.ok);
      expect(answered.length).toBeGreaterThanOrEqual(ANSWERS_BEFORE_KILL);
      // Only a lost connection ends a client: no turn was refused for another reason.
      expect(cutOff.map((reply) => (reply.ok ? "ok" : reply.error.code))).toEqual(
        cutOff.map(() => "connection_failed"),
      );
      // Some turns were in flight when the process died (not refused by a dead port).
      expect(
        cutOff.filter((reply) => !reply.ok && !reply.error.message.includes("ECONNREFUSED")).length,
      ).toBeGreaterThan(0);

      const restarted = await processes.start(database.environment);
      const after = new VouchClient(restarted.url);
      const sessionIds = await after.sessionIds();
      expect(sessionIds).toEqual(
        expect.arrayContaining([...new Set(answered.map((turn) => turn.session_id))]),
      );
      const audits = new Map(
        await mapBounded(sessionIds, 8, async (id) => [id, await after.audit(id)] as const),
      );
      const problems: string[] = [];
      for (const audit of audits.values()) {
        problems.push(...sessionProblems(audit.session, audit.invocations));
      }
      for (const turn of answered) {
        const audit = audits.get(turn.session_id);
        if (audit === undefined) problems.push(`session ${turn.session_id} is gone`);
        else problems.push(...answeredTurnProblems(turn, audit.session, audit.invocations));
      }
      expect(problems).toEqual([]);

      const continued = await mapBounded(sessionIds, 8, async (id) => ({
        persisted: audits.get(id)?.session.final_answers.length ?? -1,
        reply: await after.ask("Is order-service's memory under pressure?", id),
      }));
      for (const { persisted, reply } of continued) {
        expect(reply.ok && reply.turn.turn).toBe(persisted + 1);
      }
    }, 120_000);
  });
}
