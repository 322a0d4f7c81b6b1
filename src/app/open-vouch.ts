/**
 * The composition root: opens the store, loads the scenario and runbooks into the tools,
 * and builds the recorder. The HTTP server and every CLI command start from here so that
 * they run the same pipeline over the same configuration.
 */
import type { VouchConfig } from "../config/config.js";
import { ToolInvocationRecorder } from "../recorder/tool-invocation-recorder.js";
import { openStore } from "../store/open-store.js";
import type { VouchStore } from "../store/store.js";
import { createToolRegistry } from "../tools/default-tools.js";
import type { ToolRegistry } from "../tools/tool-contract.js";

export interface Vouch {
  config: VouchConfig;
  store: VouchStore;
  tools: ToolRegistry;
  recorder: ToolInvocationRecorder;
  close(): Promise<void>;
}

export type OpenVouchOutcome = { ok: true; value: Vouch } | { ok: false; error: string };

export async function openVouch(config: VouchConfig): Promise<OpenVouchOutcome> {
  // Tools first: a bad scenario file should fail before a database is touched.
  const tools = await createToolRegistry({
    scenarioPath: config.scenarioPath,
    runbooksPath: config.runbooksPath,
  });
  if (!tools.ok) return { ok: false, error: tools.error.message };
  let store: VouchStore;
  try {
    store = await openStore(config.store);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const recorder = new ToolInvocationRecorder(store, tools.value, {
    timeoutMs: config.toolTimeoutMs,
    maxRecordsPerInvocation: config.maxRecordsPerInvocation,
  });
  return {
    ok: true,
    value: { config, store, tools: tools.value, recorder, close: () => store.close() },
  };
}
