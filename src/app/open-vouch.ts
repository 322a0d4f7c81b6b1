/**
 * The composition root: opens the store, loads the scenario and runbooks into the tools,
 * and builds the recorder. The HTTP server and every CLI command start from here so that
 * they run the same pipeline over the same configuration.
 */
import type { VouchConfig } from "../config/config.js";
import type { Executor } from "../executor/executor-contract.js";
import { createLlmExecutor } from "../executor/llm-executor.js";
import { OfflineExecutor } from "../executor/offline-executor.js";
import { ToolInvocationRecorder } from "../recorder/tool-invocation-recorder.js";
import { openStore } from "../store/open-store.js";
import type { VouchStore } from "../store/store.js";
import { createEvidenceBackend } from "../tools/default-tools.js";
import type { ToolRegistry } from "../tools/tool-contract.js";

export interface Vouch {
  config: VouchConfig;
  store: VouchStore;
  tools: ToolRegistry;
  recorder: ToolInvocationRecorder;
  executor: Executor;
  close(): Promise<void>;
}

export type OpenVouchOutcome = { ok: true; value: Vouch } | { ok: false; error: string };

export async function openVouch(config: VouchConfig): Promise<OpenVouchOutcome> {
  // Tools first: a bad scenario file should fail before a database is touched.
  const backend = await createEvidenceBackend({
    scenarioPath: config.scenarioPath,
    runbooksPath: config.runbooksPath,
  });
  if (!backend.ok) return { ok: false, error: backend.error.message };
  const { tools } = backend.value;
  let store: VouchStore;
  try {
    store = await openStore(config.store);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const recorder = new ToolInvocationRecorder(store, tools, {
    timeoutMs: config.toolTimeoutMs,
    maxRecordsPerInvocation: config.maxRecordsPerInvocation,
  });
  return {
    ok: true,
    value: {
      config,
      store,
      tools,
      recorder,
      executor:
        config.llm === null
          ? new OfflineExecutor({
              recorder,
              knownServices: backend.value.services,
              serviceAliases: backend.value.serviceAliases,
            })
          : createLlmExecutor(config.llm, recorder),
      close: () => store.close(),
    },
  };
}
