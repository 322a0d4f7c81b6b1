/**
 * Real recorded evidence for the property suites: the built-in scenario's tools called through
 * the real ToolInvocationRecorder into a real store, in the session under test and in another
 * one, including a failed call. Generated executor outputs cite these rows, so the Gatekeeper
 * and Verifier are judged against what the product really records, not hand-made shapes.
 */
import type { ToolInvocation } from "../../../src/recorder/tool-invocation.js";
import { ToolInvocationRecorder } from "../../../src/recorder/tool-invocation-recorder.js";
import type { VouchStore } from "../../../src/store/store.js";
import { createToolRegistry } from "../../../src/tools/default-tools.js";

export const SESSION_ID = "reliability-session";
export const OTHER_SESSION_ID = "reliability-other-session";

export interface RecordedEvidence {
  readonly sessionId: string;
  /** The session's invocations, one failed among them. */
  readonly invocations: readonly ToolInvocation[];
  /** Invocations of another session, which no claim of this one may cite. */
  readonly otherInvocations: readonly ToolInvocation[];
}

/** Records the calls in the store and returns the rows as persisted. */
export async function recordEvidence(store: VouchStore): Promise<RecordedEvidence> {
  const tools = await createToolRegistry();
  if (!tools.ok) throw new Error(tools.error.message);
  const recorder = new ToolInvocationRecorder(store, tools.value, {
    timeoutMs: 5_000,
    maxRecordsPerInvocation: 20,
  });
  await store.createSession({ id: SESSION_ID, owner: "local" });
  await store.createSession({ id: OTHER_SESSION_ID, owner: "local" });
  const record = async (sessionId: string, toolName: string, toolArguments: unknown) => {
    const outcome = await recorder.invoke(sessionId, toolName, toolArguments);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.invocation;
  };
  const invocations = [
    await record(SESSION_ID, "query_metrics", { service: "order-service" }),
    await record(SESSION_ID, "query_logs", { query: "HikariPool", service: "order-service" }),
    await record(SESSION_ID, "lookup_knowledge", { query: "connection pool exhausted", top_k: 2 }),
    await record(SESSION_ID, "query_logs", { query: "HikariPool", limit: 500 }),
  ];
  const otherInvocations = [
    await record(OTHER_SESSION_ID, "query_logs", { query: "GC pause", service: "order-service" }),
  ];
  return { sessionId: SESSION_ID, invocations, otherInvocations };
}

/** Every `{invocation, raw_path, text}` the rows hold, for citing. */
export function citableRecords(
  invocations: readonly ToolInvocation[],
): { invocation: ToolInvocation; rawPath: string; text: string }[] {
  return invocations.flatMap((invocation) =>
    (invocation.retrieval_details.evidence_refs ?? []).map((reference) => ({
      invocation,
      rawPath: reference.raw_path,
      text: reference.text,
    })),
  );
}
