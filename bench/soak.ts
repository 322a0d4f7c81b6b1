/**
 * `npm run soak [-- --minutes N --connections N --store sqlite|postgres]`: a longer run of
 * mixed chat traffic against one real `vouch serve`, to see that it keeps answering, does
 * not keep growing in memory, and loses no answered turn.
 *
 * Virtual users (one keep-alive connection each) ask one question after another: new
 * sessions and follow-ups in their current session, in English and Chinese, some about
 * things the scenario has no evidence for. Every 15 s it prints the turns done, errors, the
 * p99 latency of the last interval and the server's resident set size. At the end it checks
 *   - that no turn failed,
 *   - that the resident set size did not keep growing: the median of the last third of the
 *     samples is at most 10% above the median of the middle third (the first third is left
 *     out: it holds start-up and JIT warm-up),
 *   - that answered turns are persisted: for a sample of sessions, `GET /api/sessions/:id`
 *     holds exactly the answered turns with their questions and answers, and
 *     `GET /api/sessions/:id/invocations` exactly the invocations the turns reported,
 * and exits 1 when one does not hold (2 on bad arguments).
 *
 * Unlike the benchmark it does not use autocannon: a follow-up needs the session id of the
 * previous answer, and the persistence check needs every answer, so the turns are sent with
 * fetch and each response is read in full.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { prepareStore, type StoreKind } from "./bench-store.js";
import { releaseOnSignals, runCleanups } from "./cleanup.js";
import { describeMachine, formatLoad, formatMachine, measureLoad } from "./machine.js";
import {
  chooseServerEntry,
  mebibytes,
  type RunningServer,
  startVouchServer,
} from "./vouch-server-process.js";

const REPORT_EVERY_MS = 15_000;
const MEMORY_SAMPLE_EVERY_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** After a failed turn a user waits this long, so that a dead server is not hammered. */
const PAUSE_AFTER_ERROR_MS = 200;
/** A user who has asked this many turns in a session starts a new one. */
const MOST_TURNS_PER_SESSION = 8;
const NEW_SESSION_PROBABILITY = 0.3;
const NO_EVIDENCE_PROBABILITY = 0.15;
const CHINESE_PROBABILITY = 0.5;
/** Sessions whose persistence is checked at the end. */
const PERSISTENCE_SAMPLE = 100;
/** Allowed growth of the median resident set size from the middle to the last third. */
const MEMORY_GROWTH_LIMIT = 0.1;
/**
 * Fewer memory samples per third than this (a run shorter than about 50 s) and the trend
 * is not judged: in a short run the thirds hold start-up growth, not a trend.
 */
const MINIMUM_SAMPLES_PER_THIRD = 8;
const SEED = 20261130;

const QUESTIONS = {
  english: [
    "Why is order-service failing?",
    "Is the order-service connection pool exhausted?",
    "Is order-service under memory pressure?",
    "Why is order-service slow?",
  ],
  chinese: [
    "订单服务为什么报错？",
    "order-service 的数据库连接池耗尽了吗？",
    "订单服务内存压力大吗？",
  ],
  noEvidence: [
    "Is there Kafka consumer lag on billing-service?",
    "支付服务有 Kafka 消费积压吗？",
    "Is the disk of search-service full?",
  ],
} as const;

type QuestionKind = "english" | "chinese" | "no_evidence";

/** One answered turn, as the client saw it. */
interface AnsweredTurn {
  readonly turn: number;
  readonly question: string;
  readonly answer: string;
  readonly invocationIds: readonly number[];
}

interface SessionRecord {
  readonly id: string;
  readonly turns: AnsweredTurn[];
  /** A turn of this session failed: the client cannot know whether the server kept it. */
  uncertain: boolean;
}

interface SoakOptions {
  readonly minutes: number;
  readonly connections: number;
  readonly store: StoreKind;
}

/** What happened so far, shared by the virtual users. */
interface SoakState {
  turns: number;
  newSessions: number;
  followUps: number;
  readonly byKind: Record<QuestionKind, number>;
  readonly verdicts: Map<string, number>;
  errors: number;
  readonly errorMessages: Map<string, number>;
  /** Latencies of every answered turn, and of those since the last report, in ms. */
  readonly latencies: number[];
  intervalLatencies: number[];
  readonly sessions: Map<string, SessionRecord>;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parseOptions(): Parsed<SoakOptions> {
  let values: { minutes?: string; connections?: string; store?: string };
  try {
    values = parseArgs({
      options: {
        minutes: { type: "string", default: "3" },
        connections: { type: "string", default: "8" },
        store: { type: "string", default: "sqlite" },
      },
    }).values;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const minutes = Number(values.minutes);
  const connections = Number(values.connections);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) {
    return { ok: false, error: `--minutes: expected a number of minutes, got ${values.minutes}` };
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    return { ok: false, error: `--connections: expected 1 to 200, got ${values.connections}` };
  }
  if (values.store !== "sqlite" && values.store !== "postgres") {
    return { ok: false, error: `--store: expected sqlite or postgres, got ${values.store}` };
  }
  return { ok: true, value: { minutes, connections, store: values.store } };
}

/** A small deterministic generator (a linear congruential one), so that runs mix alike. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(values: readonly T[], random: () => number): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}

/** Nearest-rank percentile of latencies in ms; 0 when there are none. */
function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return Math.round(sorted[rank - 1] ?? 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function countError(state: SoakState, message: string): void {
  state.errors += 1;
  state.errorMessages.set(message, (state.errorMessages.get(message) ?? 0) + 1);
}

function chooseQuestion(random: () => number): { kind: QuestionKind; question: string } {
  if (random() < NO_EVIDENCE_PROBABILITY) {
    return { kind: "no_evidence", question: pick(QUESTIONS.noEvidence, random) };
  }
  return random() < CHINESE_PROBABILITY
    ? { kind: "chinese", question: pick(QUESTIONS.chinese, random) }
    : { kind: "english", question: pick(QUESTIONS.english, random) };
}

/** The turn as answered, or why the answer is not one. */
function readTurn(
  status: number,
  body: unknown,
  expectedTurn: number,
  expectedSession: string | undefined,
): Parsed<{ sessionId: string; turn: AnsweredTurn; verdict: string }> {
  if (status !== 200) {
    const code = isRecord(body) && isRecord(body.error) ? String(body.error.code) : "no code";
    return { ok: false, error: `POST /api/chat answered ${status} (${code})` };
  }
  if (!isRecord(body) || typeof body.session_id !== "string" || !Array.isArray(body.invocations)) {
    return { ok: false, error: "POST /api/chat answered 200 without a turn result" };
  }
  if (expectedSession !== undefined && body.session_id !== expectedSession) {
    return { ok: false, error: "a follow-up was answered in another session" };
  }
  if (body.turn !== expectedTurn) {
    return { ok: false, error: `expected turn ${expectedTurn}, got ${String(body.turn)}` };
  }
  const invocationIds = body.invocations.flatMap((invocation: unknown) =>
    isRecord(invocation) && typeof invocation.id === "number" ? [invocation.id] : [],
  );
  return {
    ok: true,
    value: {
      sessionId: body.session_id,
      verdict: String(body.effective_verdict),
      turn: {
        turn: expectedTurn,
        question: String(body.question),
        answer: String(body.answer),
        invocationIds,
      },
    },
  };
}

/** One user: asks until the deadline, one turn at a time. */
async function virtualUser(
  url: string,
  deadline: number,
  random: () => number,
  state: SoakState,
): Promise<void> {
  let current: SessionRecord | undefined;
  while (Date.now() < deadline) {
    const startNew =
      current === undefined ||
      current.turns.length >= MOST_TURNS_PER_SESSION ||
      random() < NEW_SESSION_PROBABILITY;
    if (startNew) current = undefined;
    const { kind, question } = chooseQuestion(random);
    const expectedTurn = current === undefined ? 1 : current.turns.length + 1;
    const started = performance.now();
    let outcome: ReturnType<typeof readTurn>;
    try {
      const response = await fetch(`${url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          current === undefined
            ? { message: question }
            : { message: question, session_id: current.id },
        ),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => undefined);
      outcome = readTurn(response.status, body, expectedTurn, current?.id);
    } catch (error) {
      outcome = { ok: false, error: `POST /api/chat failed: ${errorMessage(error)}` };
    }
    const elapsed = performance.now() - started;
    if (!outcome.ok) {
      countError(state, outcome.error);
      if (current !== undefined) current.uncertain = true;
      current = undefined;
      await sleep(PAUSE_AFTER_ERROR_MS);
      continue;
    }
    const { sessionId, turn, verdict } = outcome.value;
    if (current === undefined) {
      current = { id: sessionId, turns: [], uncertain: false };
      state.sessions.set(sessionId, current);
      state.newSessions += 1;
    } else {
      state.followUps += 1;
    }
    current.turns.push(turn);
    state.turns += 1;
    state.byKind[kind] += 1;
    state.verdicts.set(verdict, (state.verdicts.get(verdict) ?? 0) + 1);
    state.latencies.push(elapsed);
    state.intervalLatencies.push(elapsed);
  }
}

function clock(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

async function readJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Why the session as persisted differs from what its turns answered; empty when it does not. */
async function persistenceProblems(url: string, session: SessionRecord): Promise<string[]> {
  const problems: string[] = [];
  const read = await readJson(`${url}/api/sessions/${session.id}`);
  if (read.status !== 200 || !isRecord(read.body)) {
    return [`session ${session.id}: GET answered ${read.status}`];
  }
  const finalAnswers = Array.isArray(read.body.final_answers) ? read.body.final_answers : [];
  const messages = Array.isArray(read.body.messages) ? read.body.messages : [];
  if (finalAnswers.length !== session.turns.length) {
    problems.push(
      `session ${session.id}: ${session.turns.length} turns answered, ${finalAnswers.length} persisted`,
    );
  }
  for (const answered of session.turns) {
    const persisted: unknown = finalAnswers[answered.turn - 1];
    if (!isRecord(persisted) || persisted.turn !== answered.turn) {
      problems.push(`session ${session.id}: turn ${answered.turn} is not persisted`);
      continue;
    }
    if (persisted.answer !== answered.answer) {
      problems.push(`session ${session.id}: turn ${answered.turn} persisted another answer`);
    }
    const asked = messages.some(
      (message: unknown) =>
        isRecord(message) &&
        message.role === "user" &&
        message.turn === answered.turn &&
        message.content === answered.question,
    );
    if (!asked)
      problems.push(`session ${session.id}: the question of turn ${answered.turn} is missing`);
  }
  const invocations = await readJson(`${url}/api/sessions/${session.id}/invocations`);
  const listed =
    isRecord(invocations.body) && Array.isArray(invocations.body.invocations)
      ? invocations.body.invocations.flatMap((invocation: unknown) =>
          isRecord(invocation) && typeof invocation.id === "number" ? [invocation.id] : [],
        )
      : [];
  const reported = session.turns.flatMap((answered) => answered.invocationIds);
  const sameInvocations =
    listed.length === reported.length && reported.every((id) => listed.includes(id));
  if (invocations.status !== 200 || !sameInvocations) {
    problems.push(
      `session ${session.id}: turns reported invocations [${reported.join(", ")}], the store lists [${listed.join(", ")}]`,
    );
  }
  return problems;
}

/** Sessions to check: every one when there are few, else an evenly spread sample. */
function sampleSessions(state: SoakState): SessionRecord[] {
  const certain = [...state.sessions.values()].filter((session) => !session.uncertain);
  if (certain.length <= PERSISTENCE_SAMPLE) return certain;
  const stride = certain.length / PERSISTENCE_SAMPLE;
  return Array.from(
    { length: PERSISTENCE_SAMPLE },
    (_, index) => certain[Math.floor(index * stride)],
  ).filter((session): session is SessionRecord => session !== undefined);
}

interface MemoryVerdict {
  /** False also when there were too few samples to judge. */
  readonly growing: boolean;
  readonly line: string;
}

/** `samples` are resident set sizes in bytes, taken at a steady interval. */
function judgeMemory(samples: readonly number[]): MemoryVerdict {
  const third = Math.floor(samples.length / 3);
  if (third < MINIMUM_SAMPLES_PER_THIRD) {
    return {
      growing: false,
      line: `memory: ${samples.length} samples, too few to judge a trend (not checked; run a minute or more)`,
    };
  }
  const middle = median(samples.slice(third, 2 * third));
  const last = median(samples.slice(2 * third));
  const growth = middle === 0 ? 0 : (last - middle) / middle;
  const growing = growth > MEMORY_GROWTH_LIMIT;
  return {
    growing,
    line: `memory: median RSS ${mebibytes(middle)} MiB in the middle third, ${mebibytes(last)} MiB in the last third (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%, limit +${MEMORY_GROWTH_LIMIT * 100}%): ${growing ? "GROWING" : "not growing"}`,
  };
}

async function soak(options: SoakOptions): Promise<number> {
  const prepared = await prepareStore(options.store, "soak");
  if (!prepared.ok) {
    process.stderr.write(`soak: ${prepared.reason}\n`);
    return 1;
  }
  const entry = chooseServerEntry();
  const durationMs = options.minutes * 60_000;
  process.stdout.write(
    `soak: ${options.minutes} min, ${options.connections} virtual users, on ${formatMachine(describeMachine())}\n` +
      `soak: at start ${formatLoad(measureLoad())}\n` +
      `soak: server ${entry.description}, ${prepared.description}\n`,
  );
  const server: RunningServer = await startVouchServer({
    label: options.store,
    environment: prepared.environment,
    entry,
  });

  const state: SoakState = {
    turns: 0,
    newSessions: 0,
    followUps: 0,
    byKind: { english: 0, chinese: 0, no_evidence: 0 },
    verdicts: new Map(),
    errors: 0,
    errorMessages: new Map(),
    latencies: [],
    intervalLatencies: [],
    sessions: new Map(),
  };
  const memorySamples: number[] = [];
  const started = Date.now();
  const deadline = started + durationMs;
  let turnsAtLastReport = 0;
  let lastReportAt = started;

  const sampler = setInterval(() => {
    const reading = server.memory();
    if (reading !== undefined) {
      memorySamples.push(reading.residentBytes);
    }
  }, MEMORY_SAMPLE_EVERY_MS);
  const reporter = setInterval(() => {
    const now = Date.now();
    const done = state.turns - turnsAtLastReport;
    const rate = done / ((now - lastReportAt) / 1000);
    const resident = server.memory()?.residentBytes;
    process.stdout.write(
      `soak ${clock(now - started)}  turns ${state.turns} (+${done}, ${rate.toFixed(1)}/s)  errors ${state.errors}  p99 ${percentile(state.intervalLatencies, 0.99)} ms (interval)  rss ${resident === undefined ? "n/a" : `${mebibytes(resident)} MiB`}\n`,
    );
    state.intervalLatencies = [];
    turnsAtLastReport = state.turns;
    lastReportAt = now;
  }, REPORT_EVERY_MS);

  try {
    await Promise.all(
      Array.from({ length: options.connections }, (_, index) =>
        virtualUser(server.url, deadline, seededRandom(SEED + index), state),
      ),
    );
  } finally {
    clearInterval(sampler);
    clearInterval(reporter);
  }
  const elapsedSeconds = (Date.now() - started) / 1000;
  const peak = server.memory()?.peakResidentBytes;

  const sample = sampleSessions(state);
  const problems = (
    await Promise.all(sample.map((session) => persistenceProblems(server.url, session)))
  ).flat();
  const exitCode = await server.stop();
  const memory = judgeMemory(memorySamples);

  const verdicts = [...state.verdicts.entries()].map(([verdict, count]) => `${verdict} ${count}`);
  const lines = [
    "",
    `turns: ${state.turns} in ${elapsedSeconds.toFixed(0)} s (${(state.turns / elapsedSeconds).toFixed(1)}/s); ${state.newSessions} new sessions, ${state.followUps} follow-ups; english ${state.byKind.english}, chinese ${state.byKind.chinese}, no-evidence ${state.byKind.no_evidence}`,
    `verdicts: ${verdicts.join(", ")}`,
    `latency: p50 ${percentile(state.latencies, 0.5)} ms, p99 ${percentile(state.latencies, 0.99)} ms, max ${percentile(state.latencies, 1)} ms`,
    `errors: ${state.errors}${[...state.errorMessages.entries()].map(([message, count]) => `\n  ${count} x ${message}`).join("")}`,
    `peak RSS: ${peak === undefined ? "n/a" : `${mebibytes(peak)} MiB`}`,
    memory.line,
    `persistence: ${sample.length} of ${state.sessions.size} sessions checked (${sample.reduce((sum, session) => sum + session.turns.length, 0)} turns): ${problems.length === 0 ? "every answered turn and its invocations persisted" : `${problems.length} problems`}`,
    ...problems.slice(0, 20).map((problem) => `  ${problem}`),
    `server: exited with ${exitCode} on SIGTERM`,
    `machine at end: ${formatLoad(measureLoad())}`,
  ];
  const failed = state.errors > 0 || memory.growing || problems.length > 0 || exitCode !== 0;
  lines.push(failed ? "soak: FAILED" : "soak: passed");
  process.stdout.write(`${lines.join("\n")}\n`);
  return failed ? 1 : 0;
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (!options.ok) {
    process.stderr.write(`soak: ${options.error}\n`);
    return 2;
  }
  releaseOnSignals();
  try {
    return await soak(options.value);
  } finally {
    await runCleanups();
  }
}

process.exitCode = await main();
