/**
 * The store failing mid-turn. A full disk, simulated on the real store of each engine (its
 * writes or reads fail from a chosen call on, a turn's write fails inside its own
 * transaction), and PostgreSQL connections terminated from a second client while a real
 * `vouch serve` process takes turns. Each turn ends in an answer (LOW_CONFID when its evidence
 * could not be recorded) or in a clear 503 store_unavailable; no session holds a half turn;
 * the service recovers; and every answered turn is still there after a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import { ServeProcesses } from "../support/serve-process.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { DiskFullStore, type FaultableOperation } from "./support/disk-full-store.js";
import { RunningVouches } from "./support/in-process-vouch.js";
import { questionAt } from "./support/questions.js";
import {
  dropConnectionsRepeatedly,
  POSTGRES_URL,
  SERVER_DATABASE_ENGINES,
  ServerDatabases,
} from "./support/server-databases.js";
import {
  type ChatReply,
  connectionFailure,
  runWorkers,
  VouchClient,
} from "./support/vouch-client.js";

const POOL_QUESTION = "order-service 是否出现数据库连接池耗尽?";
const MEMORY_QUESTION = "Is order-service's memory under pressure?";

function answeredTurn(reply: ChatReply): ChatTurnResult {
  if (!reply.ok) throw new Error(`${reply.status} ${reply.error.code}: ${reply.error.message}`);
  return reply.turn;
}

function answeredTurns(replies: readonly ChatReply[]): ChatTurnResult[] {
  return replies.flatMap((reply) => (reply.ok ? [reply.turn] : []));
}

/** Every problem of the sessions' audit trails and of the answered turns against them. */
async function auditProblems(
  client: VouchClient,
  sessionIds: Iterable<string>,
  answered: readonly ChatTurnResult[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const sessionId of new Set(sessionIds)) {
    const audit = await client.audit(sessionId);
    problems.push(...sessionProblems(audit.session, audit.invocations));
    for (const turn of answered.filter((candidate) => candidate.session_id === sessionId)) {
      problems.push(...answeredTurnProblems(turn, audit.session, audit.invocations));
    }
  }
  return problems;
}

interface DiskFullCase {
  readonly condition: string;
  readonly operation: FaultableOperation;
  /** Calls of the operation that still succeed in the faulty turn. */
  readonly after: number;
  /** Whether the faulty turn starts a new session (otherwise it follows up turn 1's). */
  readonly startsSession: boolean;
  readonly outcome: "store_unavailable" | "invocation_not_recorded";
}

const DISK_FULL_CASES: readonly DiskFullCase[] = [
  {
    condition: "while the turn's second tool call is recorded",
    operation: "recordInvocation",
    after: 1,
    startsSession: false,
    outcome: "invocation_not_recorded",
  },
  {
    condition: "inside the transaction that writes the turn",
    operation: "updateSessionWith",
    after: 0,
    startsSession: false,
    outcome: "store_unavailable",
  },
  {
    condition: "while the cited evidence is loaded for the Gatekeeper",
    operation: "getInvocations",
    after: 0,
    startsSession: false,
    outcome: "store_unavailable",
  },
  {
    condition: "while the session is opened",
    operation: "getSession",
    after: 0,
    startsSession: false,
    outcome: "store_unavailable",
  },
  {
    condition: "while a new session is created",
    operation: "createSession",
    after: 0,
    startsSession: true,
    outcome: "store_unavailable",
  },
];

for (const engine of STORE_ENGINES) {
  describe.skipIf(!engine.available)(`a full disk › on ${engine.name}`, () => {
    const vouches = new RunningVouches();
    const fixtures: StoreFixture[] = [];

    afterEach(async () => {
      await vouches.closeAll();
      await Promise.all(fixtures.splice(0).map((fixture) => fixture.cleanup()));
    });

    async function openStore(): Promise<{ fixture: StoreFixture; store: DiskFullStore }> {
      const fixture = await engine.open();
      fixtures.push(fixture);
      return { fixture, store: new DiskFullStore(fixture.store) };
    }

    /** Closes Vouch and opens a new one on the same database, as a restarted process would. */
    async function restart(fixture: StoreFixture): Promise<VouchClient> {
      await vouches.closeAll();
      const restarted = await vouches.start({}, { store: await fixture.reopen() });
      return restarted.client;
    }

    describe.each(DISK_FULL_CASES)("$condition", ({ operation, after, startsSession, outcome }) => {
      it(`ends the turn with ${outcome}, leaves no half turn, recovers without a gap, and keeps every turn over a restart`, async () => {
        const { fixture, store } = await openStore();
        const { client } = await vouches.start({}, { store });
        const first = answeredTurn(await client.ask(POOL_QUESTION));
        const before = await client.audit(first.session_id);

        store.fill([operation], after);
        const faulty = await client.ask(
          MEMORY_QUESTION,
          startsSession ? undefined : first.session_id,
        );
        store.heal();
        expect(store.failures.get(operation)).toBeGreaterThan(0);

        const answered = [first];
        if (outcome === "store_unavailable") {
          expect(faulty).toMatchObject({ ok: false, status: 503, error: { code: outcome } });
          if (!faulty.ok) expect(faulty.error.message).toMatch(/could not be/);
          // The session is as it was; tool calls the turn made stay recorded, in no turn.
          expect(await client.session(first.session_id)).toEqual(before.session);
          expect(await client.sessionIds()).toEqual([first.session_id]);
        } else {
          const turn = answeredTurn(faulty);
          expect(turn).toMatchObject({
            turn: 2,
            effective_verdict: "LOW_CONFID",
            executor: { failure: { code: outcome } },
          });
          expect(turn.invocations).toHaveLength(after);
          answered.push(turn);
        }

        const next = answeredTurn(await client.ask(POOL_QUESTION, first.session_id));
        expect(next.turn).toBe(answered.length + 1);
        expect(next.effective_verdict).toBe("PASS");
        answered.push(next);
        expect(await auditProblems(client, [first.session_id], answered)).toEqual([]);
        const audited = await client.audit(first.session_id);

        const restarted = await restart(fixture);
        expect(await restarted.audit(first.session_id)).toEqual(audited);
      });
    });

    it("keeps every session whole when the disk fills part-way through concurrent turns and frees again", async () => {
      const CLIENTS = 6;
      const TURNS = 5;
      const { fixture, store } = await openStore();
      const { client } = await vouches.start({}, { store });
      const openers = await runWorkers(CLIENTS, async (index) =>
        answeredTurn(await client.ask(questionAt(index, 0))),
      );

      // Writes keep succeeding for a while, then every write fails until enough answers are
      // back; tool calls and turn writes alike are hit in the middle of turns.
      store.fill(["recordInvocation", "updateSessionWith"], 8);
      let answers = 0;
      const replies = (
        await runWorkers(CLIENTS, async (index) => {
          const mine: ChatReply[] = [];
          for (let step = 1; step <= TURNS; step += 1) {
            mine.push(await client.ask(questionAt(index, step), openers[index]?.session_id));
            answers += 1;
            if (answers === (CLIENTS * TURNS) / 2) store.heal();
          }
          return mine;
        })
      ).flat();

      store.heal();
      const failed = replies.filter((reply) => !reply.ok);
      expect(failed.length).toBeGreaterThan(0);
      expect(store.failures.get("recordInvocation")).toBeGreaterThan(0);
      for (const reply of failed) {
        expect(reply).toMatchObject({ status: 503, error: { code: "store_unavailable" } });
      }
      const sessionIds = openers.map((opener) => opener.session_id);
      const recovery = await runWorkers(CLIENTS, async (index) =>
        answeredTurn(await client.ask(questionAt(index, TURNS + 1), sessionIds[index])),
      );
      const answered = [...openers, ...answeredTurns(replies), ...recovery];
      for (const sessionId of sessionIds) {
        const numbers = answered
          .filter((turn) => turn.session_id === sessionId)
          .map((turn) => turn.turn)
          .sort((left, right) => left - right);
        expect(numbers).toEqual(numbers.map((_number, index) => index + 1));
      }
      expect(await auditProblems(client, sessionIds, answered)).toEqual([]);

      const restarted = await restart(fixture);
      expect(await auditProblems(restarted, sessionIds, answered)).toEqual([]);
    });
  });
}

const POSTGRES = SERVER_DATABASE_ENGINES.find((engine) => engine.name === "postgres");

describe.skipIf(POSTGRES?.available !== true)(
  "PostgreSQL connections terminated while a vouch serve process takes turns",
  () => {
    const processes = new ServeProcesses();
    const databases = new ServerDatabases();

    afterEach(async () => {
      await processes.stopAll();
      await databases.removeAll();
    });

    it("answers or says store_unavailable, stays up, recovers, and keeps every answered turn over a restart", async () => {
      const CLIENTS = 12;
      const TURNS = 6;
      if (POSTGRES === undefined || POSTGRES_URL === null) throw new Error("no PostgreSQL");
      const database = await databases.create(POSTGRES);
      if (database.applicationName === null) throw new Error("no application name");
      const server = await processes.start(database.environment);
      const client = new VouchClient(server.url);

      const dropper = await dropConnectionsRepeatedly(POSTGRES_URL, database.applicationName, 60);
      const sessions: (string | undefined)[] = new Array<string | undefined>(CLIENTS);
      const stormReplies = (
        await runWorkers(CLIENTS, async (index) => {
          const mine: ChatReply[] = [];
          for (let step = 0; step < TURNS; step += 1) {
            const reply = await client
              .ask(questionAt(index, step), sessions[index])
              .catch(connectionFailure);
            if (reply.ok) sessions[index] ??= reply.turn.session_id;
            mine.push(reply);
          }
          return mine;
        })
      ).flat();
      const terminated = await dropper.stop();

      expect(server.hasExited(), server.stderr()).toBe(false);
      expect(terminated).toBeGreaterThan(0);
      const hurt = stormReplies.filter(
        (reply) => !reply.ok || reply.turn.executor.failure !== null,
      );
      expect(hurt.length).toBeGreaterThan(0);
      for (const reply of stormReplies.filter((candidate) => !candidate.ok)) {
        expect(reply).toMatchObject({ status: 503, error: { code: "store_unavailable" } });
      }

      expect(await client.healthStatus()).toBe(200);
      const recovery = await runWorkers(CLIENTS, async (index) =>
        answeredTurn(await client.ask(questionAt(index, TURNS), sessions[index])),
      );
      const answered = [...answeredTurns(stormReplies), ...recovery];
      const sessionIds = answered.map((turn) => turn.session_id);
      expect(await auditProblems(client, sessionIds, answered)).toEqual([]);

      expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
      const restarted = await processes.start(database.environment);
      const restartedClient = new VouchClient(restarted.url);
      const everySession = await restartedClient.sessionIds();
      expect(everySession).toEqual(expect.arrayContaining([...new Set(sessionIds)]));
      expect(await auditProblems(restartedClient, everySession, answered)).toEqual([]);
    }, 120_000);
  },
);
