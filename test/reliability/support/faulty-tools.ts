/**
 * Evidence tools with a backend fault switched in: the real scenario tools, wrapped through
 * `openVouch(config, { tools })`, failing the way real backends fail (throwing, hanging past
 * the recorder's timeout, answering garbage). The fault is read at every call, so a test can
 * switch it off to see the same Vouch recover.
 */
import type { EvidenceTool, ToolName, ToolRegistry } from "../../../src/tools/tool-contract.js";

export type ToolFault =
  /** `search` rejects. */
  | { readonly kind: "rejects" }
  /** `search` throws before it returns a promise. */
  | { readonly kind: "throws_synchronously" }
  /** `search` never settles and ignores the abort signal. */
  | { readonly kind: "hangs" }
  /** `search` settles only when the recorder's timeout aborts it. */
  | { readonly kind: "hangs_until_aborted" }
  /** `search` resolves to this value instead of a list of records. */
  | { readonly kind: "returns"; readonly value: unknown }
  /** `renderEvidenceText` throws for every record. */
  | { readonly kind: "render_throws" };

/** Which tools fail, and how; `fault: null` runs the real tools. */
export interface FaultSwitch {
  fault: ToolFault | null;
  targets: readonly ToolName[];
}

/** The tool with the switch's fault, when it is one of the switch's targets. */
function faulty(
  tool: EvidenceTool<unknown, object>,
  faults: FaultSwitch,
): EvidenceTool<unknown, object> {
  const active = (): ToolFault | null => (faults.targets.includes(tool.name) ? faults.fault : null);
  return {
    name: tool.name,
    description: tool.description,
    argumentsSchema: tool.argumentsSchema,
    recordSchema: tool.recordSchema,
    search(toolArguments, context) {
      const fault = active();
      switch (fault?.kind) {
        case undefined:
        case "render_throws":
          return tool.search(toolArguments, context);
        case "rejects":
          return Promise.reject(new Error(`${tool.name} backend: connection reset by peer`));
        case "throws_synchronously":
          throw new TypeError(`${tool.name} backend: cannot read properties of undefined`);
        case "hangs":
          return new Promise<readonly object[]>(() => undefined);
        case "hangs_until_aborted":
          return new Promise<readonly object[]>((_resolve, reject) => {
            context.signal.addEventListener("abort", () => reject(context.signal.reason), {
              once: true,
            });
          });
        case "returns":
          // Garbage on purpose: the contract says objects, a broken backend says otherwise.
          return Promise.resolve(fault.value as readonly object[]);
      }
    },
    renderEvidenceText(record) {
      if (active()?.kind === "render_throws") {
        throw new RangeError(`${tool.name} renderer: invalid time value`);
      }
      return tool.renderEvidenceText(record);
    },
  };
}

/** Wraps every tool of the registry with the switch (for `openVouch`'s `tools` option). */
export function withFaults(faults: FaultSwitch): (tools: ToolRegistry) => ToolRegistry {
  return (tools) => ({
    query_metrics: faulty(tools.query_metrics, faults),
    query_logs: faulty(tools.query_logs, faults),
    lookup_knowledge: faulty(tools.lookup_knowledge, faults),
  });
}
