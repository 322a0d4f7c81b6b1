/**
 * Test support: real verified turns as the Composer receives them. Replay fixtures go
 * through `checkReplaySource`/`runReplayCase` (hook, Gatekeeper, Verifier), offline-executor
 * turns through the recorder and `verifyTurn` over a SQLite store; either way the
 * ComposerInput is built from what the pipeline produced, never from hand-made reports.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { availableEvidenceOf } from "../../../src/composer/composer.js";
import type { ComposerInput } from "../../../src/composer/composer-contract.js";
import type { ExecutorRun } from "../../../src/executor/executor-contract.js";
import { normalizeExecutorOutput } from "../../../src/executor/executor-output.js";
import { OfflineExecutor } from "../../../src/executor/offline-executor.js";
import { ToolInvocationRecorder } from "../../../src/recorder/tool-invocation-recorder.js";
import type { VouchStore } from "../../../src/store/store.js";
import { createEvidenceBackend } from "../../../src/tools/default-tools.js";
import {
  checkReplaySource,
  parseReplayCase,
  type ReplayRun,
  runReplayCase,
} from "../../../src/verification/replay.js";
import { verifyTurn } from "../../../src/verification/verify-turn.js";
import { STORE_ENGINES } from "../../support/store-engines.js";

export const CHINESE_POOL_QUESTION = "checkout-service 的 p99 延迟升高是否与数据库连接池有关?";
export const ENGLISH_POOL_QUESTION =
  "Is the checkout-service p99 latency increase related to the database connection pool?";

/** Both languages, for tables: `[language, question]`. */
export const QUESTIONS_BY_LANGUAGE = [
  ["zh", CHINESE_POOL_QUESTION],
  ["en", ENGLISH_POOL_QUESTION],
] as const;

const REPLAY_DIRECTORY = fileURLToPath(new URL("../../fixtures/replay/", import.meta.url));

/** The text of a replay fixture, by its file name without `.json`. */
export function replayFixture(name: string): string {
  return readFileSync(`${REPLAY_DIRECTORY}${name}.json`, "utf8");
}

/** The fixture as JSON, to vary its executor output. */
export function replayFixtureJson(name: string): Record<string, unknown> {
  return JSON.parse(replayFixture(name)) as Record<string, unknown>;
}

/** What the Composer receives for a replayed turn; rows of other sessions are not evidence. */
export function composerInputOf(
  run: ReplayRun,
  question: string,
  executorFailure: ComposerInput["executorFailure"] = null,
): ComposerInput {
  const { replayCase } = run;
  return {
    question,
    report: run.report,
    verifierInput: run.verifierInput,
    executorOutput: normalizeExecutorOutput(replayCase.executorOutput),
    availableEvidence: availableEvidenceOf(replayCase.invocations, replayCase.sessionId),
    executorFailure,
    invocations: replayCase.invocations.filter(
      (invocation) => invocation.session_id === replayCase.sessionId,
    ),
  };
}

/** A replay fixture run through `checkReplaySource`, and the Composer's input for it. */
export async function replayTurn(
  name: string,
  question: string,
): Promise<{ run: ReplayRun; input: ComposerInput }> {
  const checked = await checkReplaySource(replayFixture(name));
  if (!checked.ok) throw new Error(checked.error.message);
  return { run: checked.value, input: composerInputOf(checked.value, question) };
}

/** A replay fixture with its executor output replaced (or extended), run and composed. */
export async function variedReplayTurn(
  name: string,
  question: string,
  executorOutput: unknown,
  executorFailure: ComposerInput["executorFailure"] = null,
): Promise<{ run: ReplayRun; input: ComposerInput }> {
  const parsed = parseReplayCase(
    JSON.stringify({ ...replayFixtureJson(name), executor_output: executorOutput }),
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  const ran = await runReplayCase(parsed.value);
  if (!ran.ok) throw new Error(ran.error.message);
  return { run: ran.value, input: composerInputOf(ran.value, question, executorFailure) };
}

/** The executor output of a fixture, as JSON. */
export function fixtureExecutorOutput(name: string): Record<string, unknown> {
  return replayFixtureJson(name).executor_output as Record<string, unknown>;
}

/** An offline-executor turn over a fresh SQLite store, verified and ready to compose. */
export interface OfflineTurn {
  readonly run: ExecutorRun;
  readonly sessionId: string;
  readonly input: ComposerInput;
}

export interface OfflineTurns {
  readonly store: VouchStore;
  ask(question: string): Promise<OfflineTurn>;
  cleanup(): Promise<void>;
}

/** Opens a SQLite store with the default evidence backend and the offline executor. */
export async function openOfflineTurns(): Promise<OfflineTurns> {
  const sqlite = STORE_ENGINES.find((engine) => engine.name === "sqlite");
  if (sqlite === undefined) throw new Error("the sqlite engine is always available");
  const fixture = await sqlite.open();
  const backend = await createEvidenceBackend();
  if (!backend.ok) throw new Error(backend.error.message);
  const recorder = new ToolInvocationRecorder(fixture.store, backend.value.tools, {
    timeoutMs: 5000,
    maxRecordsPerInvocation: 100,
  });
  const executor = new OfflineExecutor({
    recorder,
    knownServices: backend.value.services,
    serviceAliases: backend.value.serviceAliases,
  });
  return {
    store: fixture.store,
    async ask(question) {
      const session = await fixture.store.createSession({ owner: "alice" });
      const run = await executor.run({ sessionId: session.id, question });
      const verified = await verifyTurn(fixture.store, {
        sessionId: session.id,
        executorOutput: run.output,
      });
      if (!verified.ok) throw new Error(verified.error.message);
      return {
        run,
        sessionId: session.id,
        input: {
          question,
          report: verified.value.report,
          verifierInput: verified.value.verifierInput,
          executorOutput: normalizeExecutorOutput(run.output),
          availableEvidence: availableEvidenceOf(run.invocations, session.id),
          executorFailure: run.failure,
          invocations: run.invocations,
        },
      };
    },
    cleanup: () => fixture.cleanup(),
  };
}
