/**
 * The composition root: opens the store, loads the scenario and runbooks into the tools,
 * and builds the recorder, the executor (offline, or the LLM one when an endpoint is
 * configured) and the ChatService. The HTTP server and every CLI command start from here so
 * that they run the same pipeline over the same configuration.
 */

import { ChatService } from "../chat/chat-service.js";
import type { VouchConfig } from "../config/config.js";
import type { Executor } from "../executor/executor-contract.js";
import { createLlmClient } from "../executor/llm-client.js";
import { createLlmExecutor } from "../executor/llm-executor.js";
import { OfflineExecutor } from "../executor/offline-executor.js";
import { ToolInvocationRecorder } from "../recorder/tool-invocation-recorder.js";
import { openStore } from "../store/open-store.js";
import type { VouchStore } from "../store/store.js";
import { createEvidenceBackend } from "../tools/default-tools.js";
import type { ToolRegistry } from "../tools/tool-contract.js";
import { suspectInstruction } from "../verification/facts/instruction.js";
import { createGrammar } from "../verification/grammar/grammar.js";
import { prepareLlmReviewer } from "../verification/llm-judge.js";

export interface Vouch {
  config: VouchConfig;
  store: VouchStore;
  tools: ToolRegistry;
  recorder: ToolInvocationRecorder;
  executor: Executor;
  chat: ChatService;
  close(): Promise<void>;
}

export type OpenVouchOutcome = { ok: true; value: Vouch } | { ok: false; error: string };

export interface OpenVouchOptions {
  /** A store opened elsewhere (tests, a shared pool); `config.store` is then not opened. */
  store?: VouchStore;
  /** An executor to use instead of the configured one (tests scripting an executor). */
  executor?: (recorder: ToolInvocationRecorder) => Executor;
  /** Wraps the scenario's tools (fault-injection tests: a backend that throws or hangs). */
  tools?: (tools: ToolRegistry) => ToolRegistry;
}

export async function openVouch(
  config: VouchConfig,
  options: OpenVouchOptions = {},
): Promise<OpenVouchOutcome> {
  // Tools first: a bad scenario file should fail before a database is touched.
  const backend = await createEvidenceBackend({
    scenarioPath: config.scenarioPath,
    runbooksPath: config.runbooksPath,
  });
  if (!backend.ok) return { ok: false, error: backend.error.message };
  const { services, serviceAliases } = backend.value;
  const tools = options.tools?.(backend.value.tools) ?? backend.value.tools;
  let store: VouchStore;
  try {
    store = options.store ?? (await openStore(config.store));
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const grammar = createGrammar({ glossary: backend.value.glossary });
  const recorder = new ToolInvocationRecorder(store, tools, {
    timeoutMs: config.toolTimeoutMs,
    maxRecordsPerInvocation: config.maxRecordsPerInvocation,
    suspectText: (text) => suspectInstruction(grammar, text),
  });
  const llm = config.llm;
  const executor =
    options.executor?.(recorder) ??
    (llm === null
      ? new OfflineExecutor({ recorder, knownServices: services, serviceAliases })
      : createLlmExecutor(llm, recorder));
  const judgeClient = llm?.judge === true ? createLlmClient(llm) : null;
  const chat = new ChatService({
    store,
    executor,
    grammar,
    ...(judgeClient === null
      ? {}
      : {
          prepareReviewers: async (input, signal) => [
            await prepareLlmReviewer(
              input,
              signal === undefined
                ? { client: judgeClient, grammar }
                : { client: judgeClient, signal, grammar },
            ),
          ],
        }),
  });
  return {
    ok: true,
    value: { config, store, tools, recorder, executor, chat, close: () => store.close() },
  };
}
