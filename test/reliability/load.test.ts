/**
 * Load: 50 concurrent clients x 20 turns against one real `vouch serve` process (offline
 * executor, built-in scenario), on SQLite and on PostgreSQL. Each client starts a new session
 * every fifth turn, follows up its own session otherwise, and one turn in five follows up its
 * neighbour's session, so that turns of one session also arrive from two clients at once.
 *
 * Afterwards every session is read back over the API and its rows are counted in the
 * database: every turn answered, every tool call recorded exactly once and listed under the
 * session whose turn made it, and no turn citing another session's evidence.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServeProcesses } from "../support/serve-process.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { questionAt } from "./support/questions.js";
import {
  SERVER_DATABASE_ENGINES,
  type ServerDatabase,
  ServerDatabases,
} from "./support/server-databases.js";
import {
  type ChatReply,
  mapBounded,
  runWorkers,
  type SessionAudit,
  VouchClient,
} from "./support/vouch-client.js";

const CLIENTS = 50;
const TURNS_PER_CLIENT = 20;
const NEW_SESSION_EVERY = 5;
/** The step (modulo NEW_SESSION_EVERY) at which a client follows up its neighbour's session. */
const NEIGHBOUR_STEP = 2;
const SESSIONS = CLIENTS * (TURNS_PER_CLIENT / NEW_SESSION_EVERY);
const LOAD_TIMEOUT_MS = 180_000;

interface SentTurn {
  readonly client: number;
  readonly step: number;
  readonly reply: ChatReply;
}

function sorted(values: Iterable<number>): number[] {
  return [...values].sort((left, right) => left - right);
}

for (const engine of SERVER_DATABASE_ENGINES) {
  describe.skipIf(!engine.available)(
    `vouch serve under 50 clients x 20 turns › on ${engine.name}`,
    () => {
      const processes = new ServeProcesses();
      const databases = new ServerDatabases();
      let database: ServerDatabase;
      let sent: SentTurn[] = [];
      let audits = new Map<string, SessionAudit>();

      beforeAll(async () => {
        database = await databases.create(engine);
        const server = await processes.start(database.environment);
        const client = new VouchClient(server.url);
        const currentSession: (string | undefined)[] = new Array<string | undefined>(CLIENTS);
        const perClient = await runWorkers(CLIENTS, async (index) => {
          const turns: SentTurn[] = [];
          for (let step = 0; step < TURNS_PER_CLIENT; step += 1) {
            const phase = step % NEW_SESSION_EVERY;
            const target =
              phase === 0
                ? undefined
                : phase === NEIGHBOUR_STEP
                  ? (currentSession[(index + 1) % CLIENTS] ?? currentSession[index])
                  : currentSession[index];
            const reply = await client.ask(questionAt(index, step), target);
            if (reply.ok && target === undefined) currentSession[index] = reply.turn.session_id;
            turns.push({ client: index, step, reply });
          }
          return turns;
        });
        sent = perClient.flat();
        const sessionIds = [
          ...new Set(sent.flatMap(({ reply }) => (reply.ok ? [reply.turn.session_id] : []))),
        ];
        const read = await mapBounded(
          sessionIds,
          8,
          async (id) => [id, await client.audit(id)] as const,
        );
        audits = new Map(read);
      }, LOAD_TIMEOUT_MS);

      afterAll(async () => {
        await processes.stopAll();
        await databases.removeAll();
      });

      function answered() {
        return sent.flatMap(({ reply }) => (reply.ok ? [reply.turn] : []));
      }

      it("answers every one of the 1,000 turns with 200 and a verdict", () => {
        expect(sent).toHaveLength(CLIENTS * TURNS_PER_CLIENT);
        const failed = sent.filter(({ reply }) => !reply.ok);
        expect(failed).toEqual([]);
        expect(audits.size).toBe(SESSIONS);
      });

      it("answers both PASS and LOW_CONFID, so the checks below see cited evidence", () => {
        const verdicts = new Set(answered().map((turn) => turn.effective_verdict));
        expect(verdicts).toContain("PASS");
        expect(verdicts).toContain("LOW_CONFID");
      });

      it("numbers each session's turns 1..N, without a gap or a duplicate, one per answer", () => {
        const numbers = new Map<string, number[]>();
        for (const turn of answered()) {
          numbers.set(turn.session_id, [...(numbers.get(turn.session_id) ?? []), turn.turn]);
        }
        for (const [sessionId, audit] of audits) {
          const persisted = audit.session.final_answers.length;
          expect(sorted(numbers.get(sessionId) ?? []), sessionId).toEqual(
            Array.from({ length: persisted }, (_unused, index) => index + 1),
          );
        }
      });

      it("lists under each session exactly the tool calls its turns reported, each id once across all sessions", () => {
        const reported = new Map<string, number[]>();
        for (const turn of answered()) {
          const ids = turn.invocations.map((invocation) => invocation.id);
          reported.set(turn.session_id, [...(reported.get(turn.session_id) ?? []), ...ids]);
        }
        const everyListedId: number[] = [];
        for (const [sessionId, audit] of audits) {
          const listed = audit.invocations.map((invocation) => invocation.id);
          expect(sorted(listed), sessionId).toEqual(sorted(reported.get(sessionId) ?? []));
          everyListedId.push(...listed);
        }
        expect(new Set(everyListedId).size).toBe(everyListedId.length);
        expect(everyListedId.length).toBeGreaterThanOrEqual(CLIENTS * TURNS_PER_CLIENT);
      });

      it("holds no tool call in the database beyond those the turns reported", async () => {
        const reported = answered().reduce((sum, turn) => sum + turn.invocations.length, 0);
        expect(await database.countInvocations()).toBe(reported);
      });

      it("keeps every session whole and every answer citing its own session's recorded evidence", () => {
        const problems: string[] = [];
        for (const audit of audits.values()) {
          problems.push(...sessionProblems(audit.session, audit.invocations));
        }
        for (const turn of answered()) {
          const audit = audits.get(turn.session_id);
          if (audit === undefined) {
            problems.push(`session ${turn.session_id} was not read back`);
            continue;
          }
          problems.push(...answeredTurnProblems(turn, audit.session, audit.invocations));
        }
        expect(problems).toEqual([]);
      });
    },
  );
}
