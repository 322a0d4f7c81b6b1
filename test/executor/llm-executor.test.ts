/**
 * The LLM executor against a real local HTTP server that speaks the chat-completions protocol
 * and replays scripted model turns, with the real tools, a real ToolInvocationRecorder and a
 * real SQLite store. Each scripted conversation is a row of one table; every row is checked
 * for the same things (nothing thrown, every tool call recorded, the prompt and tools sent,
 * output and raw output kept) and for the verdict the verification stage gives its output.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type {
  ExecutorFailureCode,
  ExecutorProgress,
  ExecutorRun,
} from "../../src/executor/executor-contract.js";
import { createLlmClient, readJsonAnswer } from "../../src/executor/llm-client.js";
import {
  createLlmExecutor,
  describeInvocationForModel,
  toolDefinitions,
} from "../../src/executor/llm-executor.js";
import {
  EXECUTOR_SYSTEM_PROMPT,
  PROMPT_VERSION,
} from "../../src/executor/prompts/executor-system-prompt.v2.js";
import type { InvocationStatus } from "../../src/recorder/tool-invocation.js";
import { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import type { InvocationLookup, VouchStore } from "../../src/store/store.js";
import { createToolRegistry } from "../../src/tools/default-tools.js";
import { EvidenceRefSchema, TOOL_NAMES, type ToolRegistry } from "../../src/tools/tool-contract.js";
import { LLM_JUDGE_NAME, prepareLlmReviewer } from "../../src/verification/llm-judge.js";
import type { RuleCode } from "../../src/verification/rule-codes.js";
import type { Verdict } from "../../src/verification/verification-contract.js";
import { Verifier } from "../../src/verification/verifier.js";
import { VerifierInputHook } from "../../src/verification/verifier-input-hook.js";
import { verifyTurn } from "../../src/verification/verify-turn.js";
import {
  type FakeChatCompletionsServer,
  type ReceivedRequest,
  type ScriptedResponse,
  type ScriptedTurn,
  startFakeChatCompletionsServer,
} from "../support/fake-chat-completions-server.js";
import { STORE_ENGINES, type StoreEngine, type StoreFixture } from "../support/store-engines.js";

function findSqliteEngine(): StoreEngine {
  const engine = STORE_ENGINES.find((candidate) => candidate.name === "sqlite");
  if (engine === undefined) {
    throw new Error("the sqlite engine is always available");
  }
  return engine;
}
const SQLITE = findSqliteEngine();

const QUESTION = "Is order-service's database connection pool exhausted?";
const MODEL = "fake-model";
const API_KEY = "test-key";
const UNKNOWN_SESSION = "no-such-session";

/** The record the authentic answers cite, as the shipped scenario's logs state it. */
const CITED_MESSAGE =
  "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
const CLAIM_TEXT =
  "order-service logged HikariPool-1 - Connection is not available, request timed out after 30000ms with active=50, idle=0, waiting=37.";

const POOL_LOGS_CALL = {
  name: "query_logs",
  arguments: { query: "Connection is not available", service: "order-service" },
} as const;

/** A tool result as the executor shows it to the model. */
const ShownInvocationSchema = z.object({
  invocation_id: z.number(),
  tool_name: z.string(),
  status: z.string(),
  evidence_status: z.string(),
  evidence_refs: z.array(EvidenceRefSchema),
  error: z.string().optional(),
  arguments_problem: z.string().optional(),
});
type ShownInvocation = z.infer<typeof ShownInvocationSchema>;

/** Every tool result shown to the model in a request, in order. */
function shownInvocations(request: ReceivedRequest): ShownInvocation[] {
  return request.body.messages
    .filter((message) => message.role === "tool")
    .map((message) => ShownInvocationSchema.parse(JSON.parse(String(message.content))));
}

function lastShown(request: ReceivedRequest): ShownInvocation {
  const shown = shownInvocations(request).at(-1);
  if (shown === undefined) {
    throw new Error("the request shows the model no tool result");
  }
  return shown;
}

interface Citation {
  readonly toolName: string;
  readonly invocationId: number;
  readonly rawPath: string;
  readonly excerpt: string;
}

/** The citation an honest model would make: the shown record that carries CITED_MESSAGE. */
function honestCitation(request: ReceivedRequest): Citation {
  const shown = lastShown(request);
  const ref = shown.evidence_refs.find((candidate) => candidate.text.endsWith(CITED_MESSAGE));
  if (ref === undefined) {
    throw new Error(
      `invocation ${shown.invocation_id} shows no record ending in the cited message`,
    );
  }
  return {
    toolName: shown.tool_name,
    invocationId: shown.invocation_id,
    rawPath: ref.raw_path,
    excerpt: CITED_MESSAGE,
  };
}

/** Executor output V2 with one confirmed observation bound to `citation`. */
function answerText(citation: Citation, claimText = CLAIM_TEXT): string {
  return JSON.stringify({
    claims: [
      {
        claim_id: "c1",
        text: claimText,
        kind: "observation",
        status: "confirmed",
        evidence_bindings: [
          {
            tool_name: citation.toolName,
            source_invocation_id: citation.invocationId,
            raw_path: citation.rawPath,
            evidence_excerpt: citation.excerpt,
          },
        ],
      },
    ],
    recommended_actions: ["Query order-service's HikariPool-1 pool stats over the same window."],
    tool_trace_summary: "query_logs for order-service connection errors.",
  });
}

/** A final answer citing what an honest model would, changed by `alter`. */
function answerCiting(alter: (citation: Citation) => Citation = (citation) => citation) {
  return (request: ReceivedRequest): ScriptedResponse => ({
    kind: "answer",
    content: answerText(alter(honestCitation(request))),
  });
}

const toolCalls = (...calls: { name: string; arguments: string | Record<string, unknown> }[]) =>
  ({ kind: "tool_calls", calls }) as const;

interface ConversationCase {
  /** The condition, as a sentence fragment: `model cites a fabricated invocation id`. */
  readonly condition: string;
  readonly script: readonly ScriptedTurn[];
  readonly timeoutMs?: number;
  readonly maxTurns?: number;
  /** Runs in a session that does not exist, so that no invocation can be recorded. */
  readonly unknownSession?: boolean;
  readonly failure: ExecutorFailureCode | null;
  /** Model requests the server must receive: none after a call that was not recorded. */
  readonly requests: number;
  /** Status of each invocation the store must hold, in call order. */
  readonly recorded: readonly InvocationStatus[];
  /** Whether `output` is the parsed final answer (else null). */
  readonly parsedOutput: boolean;
  /** Whether `raw_model_output` is the final message's text (else null). */
  readonly rawOutputKept: boolean;
  readonly verdict: Verdict;
  /** A rule the Gatekeeper must report as failed. */
  readonly failedRule?: RuleCode;
}

const CASES: readonly ConversationCase[] = [
  {
    condition: "model cites the invocation id, raw_path and text it was shown",
    script: [toolCalls(POOL_LOGS_CALL), answerCiting()],
    failure: null,
    requests: 2,
    recorded: ["ok"],
    parsedOutput: true,
    rawOutputKept: true,
    verdict: "PASS",
  },
  {
    condition: "model wraps its final answer in a json code fence",
    script: [
      toolCalls(POOL_LOGS_CALL),
      (request) => ({
        kind: "answer",
        content: `Here is the answer:\n\`\`\`json\n${answerText(honestCitation(request))}\n\`\`\``,
      }),
    ],
    failure: null,
    requests: 2,
    recorded: ["ok"],
    parsedOutput: true,
    rawOutputKept: true,
    verdict: "PASS",
  },
  {
    condition: "model cites a fabricated invocation id",
    script: [
      toolCalls(POOL_LOGS_CALL),
      answerCiting((citation) => ({ ...citation, invocationId: citation.invocationId + 9000 })),
    ],
    failure: null,
    requests: 2,
    recorded: ["ok"],
    parsedOutput: true,
    rawOutputKept: true,
    verdict: "REJECT",
    failedRule: "invocation_not_found",
  },
  {
    condition: "model cites a raw_path it was not shown",
    script: [
      toolCalls(POOL_LOGS_CALL),
      answerCiting((citation) => ({ ...citation, rawPath: "$.logs[99]" })),
    ],
    failure: null,
    requests: 2,
    recorded: ["ok"],
    parsedOutput: true,
    rawOutputKept: true,
    verdict: "REJECT",
    failedRule: "raw_path_not_found",
  },
  {
    condition: "model's final answer is malformed JSON",
    script: [
      toolCalls(POOL_LOGS_CALL),
      (request) => ({ kind: "answer", content: answerText(honestCitation(request)).slice(0, -2) }),
    ],
    failure: null,
    requests: 2,
    recorded: ["ok"],
    parsedOutput: false,
    rawOutputKept: true,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "model sends tool-call arguments that are not JSON, then corrects them",
    script: [
      toolCalls({ name: "query_logs", arguments: '{query: "Connection is not available"' }),
      toolCalls(POOL_LOGS_CALL),
      answerCiting(),
    ],
    failure: null,
    requests: 3,
    recorded: ["error", "ok"],
    parsedOutput: true,
    rawOutputKept: true,
    verdict: "PASS",
  },
  {
    condition: "model endpoint never answers",
    script: [toolCalls(POOL_LOGS_CALL), { kind: "never_answer" }],
    timeoutMs: 300,
    failure: "model_timeout",
    requests: 2,
    recorded: ["ok"],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "model endpoint answers HTTP 500",
    script: [
      toolCalls(POOL_LOGS_CALL),
      { kind: "http_error", status: 500, message: "the model server is overloaded" },
    ],
    failure: "model_error",
    requests: 2,
    recorded: ["ok"],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "model endpoint answers with a body that is not a completion",
    script: [
      toolCalls(POOL_LOGS_CALL),
      { kind: "raw", status: 200, contentType: "text/html", body: "<html>gateway login</html>" },
    ],
    failure: "model_error",
    requests: 2,
    recorded: ["ok"],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "model keeps calling tools until the turn limit",
    script: [toolCalls(POOL_LOGS_CALL), toolCalls(POOL_LOGS_CALL), toolCalls(POOL_LOGS_CALL)],
    maxTurns: 3,
    failure: "tool_loop_exhausted",
    requests: 3,
    recorded: ["ok", "ok"],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "model calls a tool that does not exist",
    script: [toolCalls({ name: "restart_service", arguments: { service: "order-service" } })],
    failure: "invocation_not_recorded",
    requests: 1,
    recorded: [],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
  {
    condition: "the invocation cannot be recorded",
    script: [toolCalls(POOL_LOGS_CALL)],
    unknownSession: true,
    failure: "invocation_not_recorded",
    requests: 1,
    recorded: [],
    parsedOutput: false,
    rawOutputKept: false,
    verdict: "LOW_CONFID",
    failedRule: "output_incomplete",
  },
];

/** What the verification stage's entry point (hook, Gatekeeper, Verifier) makes of an output. */
async function verify(
  lookup: InvocationLookup,
  sessionId: string,
  output: unknown,
): Promise<{ verdict: Verdict; failedRules: readonly RuleCode[] }> {
  const verified = await verifyTurn(lookup, { sessionId, executorOutput: output });
  if (!verified.ok) {
    throw new Error(verified.error.message);
  }
  const report = verified.value.report;
  return { verdict: report.effective_verdict, failedRules: report.gatekeeper_result.failed_rules };
}

let registry: ToolRegistry;

beforeAll(async () => {
  const created = await createToolRegistry();
  if (!created.ok) {
    throw new Error(created.error.message);
  }
  registry = created.value;
});

/** One scripted conversation, run once: the store, the server and what the run returned. */
interface Conversation {
  readonly store: VouchStore;
  readonly server: FakeChatCompletionsServer;
  readonly sessionId: string;
  readonly progress: ExecutorProgress[];
  readonly outcome: { ok: true; run: ExecutorRun } | { ok: false; thrown: unknown };
  readonly elapsedMs: number;
  close(): Promise<void>;
}

async function converse(
  script: readonly ScriptedTurn[],
  options: {
    timeoutMs?: number;
    maxTurns?: number;
    apiKey?: string;
    unknownSession?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<Conversation> {
  const fixture: StoreFixture = await SQLITE.open();
  const server = await startFakeChatCompletionsServer(script);
  const store = fixture.store;
  const sessionId =
    options.unknownSession === true
      ? UNKNOWN_SESSION
      : (await store.createSession({ owner: "alice" })).id;
  const recorder = new ToolInvocationRecorder(store, registry, {
    timeoutMs: 5000,
    maxRecordsPerInvocation: 100,
  });
  const executor = createLlmExecutor(
    {
      baseUrl: server.baseUrl,
      apiKey: options.apiKey ?? API_KEY,
      model: MODEL,
      timeoutMs: options.timeoutMs ?? 5000,
      maxTurns: options.maxTurns ?? 6,
    },
    recorder,
  );
  const progress: ExecutorProgress[] = [];
  const started = performance.now();
  let outcome: Conversation["outcome"];
  try {
    const run = await executor.run({
      sessionId,
      question: QUESTION,
      onProgress: (step) => progress.push(step),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    outcome = { ok: true, run };
  } catch (thrown) {
    outcome = { ok: false, thrown };
  }
  const elapsedMs = performance.now() - started;
  return {
    store,
    server,
    sessionId,
    progress,
    outcome,
    elapsedMs,
    close: async () => {
      await server.close();
      await fixture.cleanup();
    },
  };
}

function runOf(conversation: Conversation): ExecutorRun {
  if (!conversation.outcome.ok) {
    throw new Error(`run threw: ${String(conversation.outcome.thrown)}`);
  }
  return conversation.outcome.run;
}

describe("LLM executor", () => {
  for (const conversationCase of CASES)
    describe(conversationCase.condition, () => {
      let conversation: Conversation;

      beforeAll(async () => {
        conversation = await converse(conversationCase.script, {
          ...(conversationCase.timeoutMs === undefined
            ? {}
            : { timeoutMs: conversationCase.timeoutMs }),
          ...(conversationCase.maxTurns === undefined
            ? {}
            : { maxTurns: conversationCase.maxTurns }),
          ...(conversationCase.unknownSession === true ? { unknownSession: true } : {}),
        });
      });
      afterAll(async () => {
        await conversation.close();
      });

      it(`ends without throwing, with failure ${conversationCase.failure ?? "null"}`, () => {
        expect(conversation.outcome.ok).toBe(true);
        const run = runOf(conversation);
        expect(run.executor).toBe("llm");
        expect(run.model).toBe(MODEL);
        expect(run.failure?.code ?? null).toBe(conversationCase.failure);
        if (run.failure !== null) {
          expect(run.output).toBeNull();
          expect(run.failure.message).not.toBe("");
        }
      });

      it("records every tool call in the store and lists each invocation in the run", async () => {
        const run = runOf(conversation);
        const rows = await conversation.store.listInvocations(conversation.sessionId);
        expect(rows.map((row) => row.status)).toEqual(conversationCase.recorded);
        expect(run.invocations).toEqual(rows);
      });

      it("sends the system prompt, the question and the three tools in every request", () => {
        expect(conversation.server.requests.length).toBeGreaterThan(0);
        for (const request of conversation.server.requests) {
          expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
          expect(request.body.model).toBe(MODEL);
          expect(request.body.messages.slice(0, 2)).toEqual([
            { role: "system", content: EXECUTOR_SYSTEM_PROMPT },
            { role: "user", content: QUESTION },
          ]);
          const tools = request.body.tools ?? [];
          expect(tools.map((tool) => tool.function.name)).toEqual([...TOOL_NAMES]);
          for (const tool of tools) {
            expect(tool.type).toBe("function");
            expect(tool.function.parameters).toMatchObject({ type: "object" });
          }
        }
      });

      it("shows the model only recorded invocations, exactly as recorded", async () => {
        const rows = await conversation.store.listInvocations(conversation.sessionId);
        const lastRequest = conversation.server.requests.at(-1);
        const shown = lastRequest === undefined ? [] : shownInvocations(lastRequest);
        expect(shown.map((invocation) => invocation.invocation_id)).toEqual(
          rows.map((row) => row.id),
        );
        for (const [index, row] of rows.entries()) {
          expect(shown[index]).toMatchObject({
            tool_name: row.tool_name,
            status: row.status,
            evidence_status: row.retrieval_details.evidence_status,
            evidence_refs: row.retrieval_details.evidence_refs,
          });
        }
      });

      it(`keeps the ${conversationCase.parsedOutput ? "parsed" : "null"} output and ${conversationCase.rawOutputKept ? "the raw final message" : "no raw final message"}`, () => {
        const run = runOf(conversation);
        const lastResponse = conversation.server.responses.at(-1);
        const finalMessage = lastResponse?.kind === "answer" ? lastResponse.content : null;
        expect(finalMessage !== null).toBe(conversationCase.rawOutputKept);
        expect(run.raw_model_output).toBe(finalMessage);
        if (conversationCase.parsedOutput) {
          expect(run.output).toMatchObject({ claims: [{ claim_id: "c1", status: "confirmed" }] });
        } else {
          expect(run.output).toBeNull();
        }
      });

      it(`ends in the effective verdict ${conversationCase.verdict}${conversationCase.failedRule === undefined ? "" : ` (${conversationCase.failedRule})`}`, async () => {
        const run = runOf(conversation);
        const verification = await verify(conversation.store, conversation.sessionId, run.output);
        expect(verification.verdict).toBe(conversationCase.verdict);
        if (conversationCase.failedRule !== undefined) {
          expect(verification.failedRules).toContain(conversationCase.failedRule);
        }
      });
    });

  describe("a tool call whose arguments are not JSON", () => {
    let conversation: Conversation;
    const rawArguments = '{query: "Connection is not available"';

    beforeAll(async () => {
      conversation = await converse([
        toolCalls({ name: "query_logs", arguments: rawArguments }),
        { kind: "answer", content: "{}" },
      ]);
    });
    afterAll(async () => {
      await conversation.close();
    });

    it("is recorded with the text as written and fails with invalid_arguments", async () => {
      const [row] = await conversation.store.listInvocations(conversation.sessionId);
      expect(row).toMatchObject({ arguments: rawArguments, status: "error" });
      expect(row?.error).toMatch(/^invalid_arguments: /);
    });

    it("tells the model that its arguments were not JSON and the call failed", () => {
      const request = conversation.server.requests[1];
      if (request === undefined) throw new Error("the model was not asked again");
      const shown = lastShown(request);
      expect(shown.status).toBe("error");
      expect(shown.error).toMatch(/^invalid_arguments: /);
      expect(shown.arguments_problem).toMatch(/not valid JSON/);
    });
  });

  describe("an authentic run", () => {
    let conversation: Conversation;

    beforeAll(async () => {
      conversation = await converse([toolCalls(POOL_LOGS_CALL), answerCiting()]);
    });
    afterAll(async () => {
      await conversation.close();
    });

    it("answers each tool call with a tool message carrying its call id and the recorded invocation", async () => {
      const [row] = await conversation.store.listInvocations(conversation.sessionId);
      if (row === undefined) throw new Error("nothing recorded");
      const second = conversation.server.requests[1];
      const assistant = second?.body.messages[2];
      const tool = second?.body.messages[3];
      expect(assistant?.role).toBe("assistant");
      expect(tool).toEqual({
        role: "tool",
        tool_call_id: assistant?.tool_calls?.[0]?.id,
        content: describeInvocationForModel(row),
      });
    });

    it("reports progress: plan, each model turn, the tool call and result, the output", async () => {
      const [row] = await conversation.store.listInvocations(conversation.sessionId);
      expect(conversation.progress.map((step) => step.stage)).toEqual([
        "plan",
        "model_turn",
        "tool_call",
        "tool_result",
        "model_turn",
        "output",
      ]);
      expect(conversation.progress).toContainEqual({
        stage: "tool_result",
        invocation_id: row?.id,
        tool_name: "query_logs",
        status: "ok",
        records: row?.retrieval_details.evidence_refs?.length,
      });
      expect(conversation.progress.at(-1)).toEqual({ stage: "output", claims: 1 });
    });
  });

  describe("a run the caller aborts while the model is silent", () => {
    let conversation: Conversation;

    beforeAll(async () => {
      const caller = new AbortController();
      const abortSoon = (): ScriptedResponse => {
        setTimeout(() => caller.abort(), 50);
        return { kind: "never_answer" };
      };
      conversation = await converse([toolCalls(POOL_LOGS_CALL), abortSoon], {
        timeoutMs: 30_000,
        signal: caller.signal,
      });
    });
    afterAll(async () => {
      await conversation.close();
    });

    it("stops at once without throwing, says it was aborted and keeps the recorded call", async () => {
      const run = runOf(conversation);
      expect(conversation.elapsedMs).toBeLessThan(5000);
      expect(run.output).toBeNull();
      expect(run.failure?.code).toBe("aborted");
      expect(run.failure?.message).toMatch(/aborted by the caller/);
      expect(run.invocations).toHaveLength(1);
      expect(await conversation.store.listInvocations(conversation.sessionId)).toEqual(
        run.invocations,
      );
    });
  });

  describe("an endpoint without an API key", () => {
    let conversation: Conversation;

    beforeAll(async () => {
      conversation = await converse([{ kind: "answer", content: "{}" }], { apiKey: "" });
    });
    afterAll(async () => {
      await conversation.close();
    });

    it("is sent no Authorization header", () => {
      expect(conversation.server.requests[0]?.headers.authorization).toBeUndefined();
    });
  });

  describe("the model's timeout", () => {
    it("bounds a silent endpoint to about the configured milliseconds", async () => {
      const conversation = await converse([{ kind: "never_answer" }], { timeoutMs: 300 });
      try {
        expect(runOf(conversation).failure?.code).toBe("model_timeout");
        expect(conversation.elapsedMs).toBeGreaterThanOrEqual(250);
        expect(conversation.elapsedMs).toBeLessThan(3000);
      } finally {
        await conversation.close();
      }
    });
  });
});

describe("LLM executor final answer", () => {
  it.each([
    ["bare JSON", '{"claims":[]}', { claims: [] }],
    ["JSON with surrounding whitespace", '\n  {"claims":[]}\n', { claims: [] }],
    ["a ```json fenced block after prose", 'Answer:\n```json\n{"claims":[]}\n```', { claims: [] }],
    ["a bare ``` fenced block", '```\n{"claims":[]}\n```', { claims: [] }],
  ])("reads %s", (_form, text, expected) => {
    expect(readJsonAnswer(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["prose", "The pool is exhausted."],
    ["truncated JSON", '{"claims":['],
    ["a fenced block that is not JSON", "```json\n{claims: []}\n```"],
    ["an empty message", ""],
  ])("does not read %s", (_form, text) => {
    expect(readJsonAnswer(text)).toEqual({ ok: false });
  });
});

describe("LLM executor tool definitions", () => {
  it("exports each tool's arguments schema as JSON Schema, defaulted fields optional", async () => {
    const fixture = await SQLITE.open();
    const recorder = new ToolInvocationRecorder(fixture.store, registry, {
      timeoutMs: 1000,
      maxRecordsPerInvocation: 10,
    });
    const definitions = toolDefinitions(recorder);
    await fixture.cleanup();
    const queryLogs = definitions.find((tool) => tool.function.name === "query_logs");
    expect(queryLogs?.function.description).toBe(registry.query_logs.description);
    expect(queryLogs?.function.parameters).toMatchObject({
      type: "object",
      required: ["query"],
      additionalProperties: false,
    });
    expect(queryLogs?.function.parameters).not.toHaveProperty("$schema");
  });

  it("names the prompt version", () => {
    expect(PROMPT_VERSION).toBe("executor-system-prompt.v2");
  });
});

describe("LLM judge", () => {
  let conversation: Conversation;
  let citation: Citation;

  beforeAll(async () => {
    conversation = await converse([toolCalls(POOL_LOGS_CALL), answerCiting()]);
    const firstAnswer = conversation.server.requests[1];
    if (firstAnswer === undefined) throw new Error("the authentic conversation did not finish");
    citation = honestCitation(firstAnswer);
  });
  afterAll(async () => {
    await conversation.close();
  });

  /** Verifies an output with the LLM judge as reviewer, the judge's model replaying `script`. */
  async function judge(output: string, script: readonly ScriptedTurn[]) {
    const judgeServer = await startFakeChatCompletionsServer(script);
    try {
      const prepared = await new VerifierInputHook(conversation.store).prepare({
        sessionId: conversation.sessionId,
        executorOutput: JSON.parse(output),
      });
      if (!prepared.ok) throw new Error(prepared.error.message);
      const input = prepared.value.verifierInput;
      const client = createLlmClient({
        baseUrl: judgeServer.baseUrl,
        apiKey: API_KEY,
        model: MODEL,
        timeoutMs: 5000,
      });
      const reviewer = await prepareLlmReviewer(input, { client });
      return {
        result: Verifier.verify(input, { reviewers: [reviewer] }),
        requests: judgeServer.requests,
      };
    } finally {
      await judgeServer.close();
    }
  }

  const verdictAnswer = (verdict: string) =>
    ({
      kind: "answer",
      content: JSON.stringify({ verdict, reason: `the model says ${verdict}` }),
    }) as const;

  it.each([
    ["answers PASS", verdictAnswer("PASS"), "PASS"],
    ["answers LOW_CONFID", verdictAnswer("LOW_CONFID"), "LOW_CONFID"],
    ["answers REJECT", verdictAnswer("REJECT"), "REJECT"],
    [
      "answers prose instead of a verdict",
      { kind: "answer", content: "Looks fine." },
      "LOW_CONFID",
    ],
    [
      "cannot be reached (HTTP 500)",
      { kind: "http_error", status: 500, message: "overloaded" },
      "LOW_CONFID",
    ],
  ] as const)("model %s › a deterministic PASS ends in %s", async (_condition, reply, verdict) => {
    const { result, requests } = await judge(answerText(citation), [reply]);
    expect(requests).toHaveLength(1);
    expect(result.verdict).toBe(verdict);
    expect(result.claims[0]?.judged_by).toEqual(["deterministic", LLM_JUDGE_NAME]);
  });

  it("sends the judge the claim and its verified excerpts, never the model's own excerpt", async () => {
    const { requests } = await judge(answerText(citation), [verdictAnswer("PASS")]);
    const user = requests[0]?.body.messages[1];
    expect(JSON.parse(String(user?.content))).toMatchObject({
      claim: CLAIM_TEXT,
      evidence: [
        {
          tool_name: "query_logs",
          source_invocation_id: citation.invocationId,
          raw_path: citation.rawPath,
        },
      ],
    });
  });

  it.each([
    [
      "a turn the Gatekeeper rejects",
      () => answerText({ ...citation, invocationId: citation.invocationId + 9000 }),
      "REJECT",
    ],
    [
      "a claim the deterministic judge lowers (causal wording)",
      () => answerText(citation, `${CLAIM_TEXT} This is the root cause of the outage.`),
      "LOW_CONFID",
    ],
  ] as const)("is never asked about %s, which stays %s", async (_condition, output, verdict) => {
    const { result, requests } = await judge(output(), [verdictAnswer("PASS")]);
    expect(requests).toHaveLength(0);
    expect(result.verdict).toBe(verdict);
  });
});
