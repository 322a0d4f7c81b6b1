/**
 * A scripted adversarial model for the chat-completions endpoint. For every question it first
 * calls the tools its attack needs (so real invocations are recorded), then answers with a V2
 * executor output whose one claim cites the recorded invocation ids and raw_paths it was shown,
 * each with the record's whole text as a verbatim excerpt, so that the Gatekeeper passes it;
 * only the claim's text is fabricated.
 *
 * The model is stateless: it reads which attack a question is about from a tag in the user's
 * message (`(case NAME)`), and whether it has seen tool results yet from the conversation. One
 * server can therefore answer any number of questions, in any order.
 */
import { z } from "zod";
import { EvidenceRefSchema } from "../../../src/tools/tool-contract.js";
import type { Verdict } from "../../../src/verification/verification-contract.js";
import type {
  ReceivedRequest,
  ScriptedResponse,
  ScriptedToolCall,
  ScriptedTurn,
} from "../../support/fake-chat-completions-server.js";

/** The tool calls an attack can ask for; each returns the records an attack may cite. */
export const EVIDENCE_CALLS = {
  metrics: { name: "query_metrics", arguments: {} },
  logs_order: { name: "query_logs", arguments: { query: "order-service", limit: 200 } },
  logs_gateway: { name: "query_logs", arguments: { query: "api-gateway", limit: 200 } },
  logs_payment: { name: "query_logs", arguments: { query: "payment-service", limit: 200 } },
  logs_inventory: { name: "query_logs", arguments: { query: "inventory-service", limit: 200 } },
  kb_pool_en: {
    name: "lookup_knowledge",
    arguments: { query: "HikariCP connection pool exhaustion", top_k: 10 },
  },
  kb_pool_zh: { name: "lookup_knowledge", arguments: { query: "数据库连接池耗尽", top_k: 10 } },
  kb_jvm: { name: "lookup_knowledge", arguments: { query: "JVM memory pressure GC", top_k: 10 } },
  kb_latency: { name: "lookup_knowledge", arguments: { query: "high latency", top_k: 10 } },
} as const satisfies Record<string, ScriptedToolCall>;

export type EvidenceCall = keyof typeof EVIDENCE_CALLS;

/** One record an attack cites: the call that returns it and a fragment only its text has. */
export interface AttackCitation {
  readonly call: EvidenceCall;
  readonly fragment: string;
}

/** A claim the model states (fabricated, or a faithful control), its records, and what is false. */
export interface Attack {
  /** Short name, unique; the replay fixture is `a-NAME.json`. */
  readonly name: string;
  readonly category: string;
  readonly language: "en" | "zh" | "mixed";
  /** The fabricated claim text. */
  readonly claim: string;
  readonly citations: readonly AttackCitation[];
  /** What is false about the claim. */
  readonly falsehood: string;
  /** The effective verdict the claim must get: never PASS, unless it is a faithful control. */
  readonly expected: Verdict;
}

/** The chat message that asks about an attack, in the attack's language. */
export function questionFor(attack: Attack): string {
  const question =
    attack.language === "en"
      ? "What is going on with order-service and its dependencies?"
      : "订单服务及其依赖目前出了什么问题？";
  return `${question} (case ${attack.name})`;
}

const CASE_TAG = /\(case ([\w-]+)\)\s*$/u;

/** The name of the attack a chat message asks about, or null when it names none. */
export function attackNameIn(message: string): string | null {
  return CASE_TAG.exec(message)?.[1] ?? null;
}

/** A tool result as the executor shows it to the model. */
const ShownInvocationSchema = z.object({
  invocation_id: z.number(),
  tool_name: z.string(),
  evidence_refs: z.array(EvidenceRefSchema),
});
type ShownInvocation = z.infer<typeof ShownInvocationSchema>;

/** The evidence calls an attack needs, each once, in the order it first cites them. */
export function callsOf(attack: Attack): EvidenceCall[] {
  const calls: EvidenceCall[] = [];
  for (const citation of attack.citations) {
    if (!calls.includes(citation.call)) calls.push(citation.call);
  }
  return calls;
}

function failure(message: string): ScriptedResponse {
  return { kind: "http_error", status: 400, message };
}

function textOf(content: unknown): string {
  return typeof content === "string" ? content : "";
}

/** The tool results of the conversation, by the evidence call that produced each. */
function shownResults(
  request: ReceivedRequest,
  calls: readonly EvidenceCall[],
): Map<EvidenceCall, ShownInvocation> {
  const callOfToolCallId = new Map<string, EvidenceCall>();
  for (const message of request.body.messages) {
    for (const [index, toolCall] of (message.tool_calls ?? []).entries()) {
      const call = calls[index];
      if (call !== undefined) callOfToolCallId.set(toolCall.id, call);
    }
  }
  const shown = new Map<EvidenceCall, ShownInvocation>();
  for (const message of request.body.messages) {
    if (message.role !== "tool" || message.tool_call_id === undefined) continue;
    const call = callOfToolCallId.get(message.tool_call_id);
    if (call === undefined) continue;
    shown.set(call, ShownInvocationSchema.parse(JSON.parse(textOf(message.content))));
  }
  return shown;
}

/** The final executor output: one confirmed observation citing what the model was shown. */
function answerFor(attack: Attack, request: ReceivedRequest): ScriptedResponse {
  const shown = shownResults(request, callsOf(attack));
  const bindings = [];
  for (const citation of attack.citations) {
    const invocation = shown.get(citation.call);
    const matching = invocation?.evidence_refs.filter((reference) =>
      reference.text.includes(citation.fragment),
    );
    const reference = matching?.[0];
    if (invocation === undefined || reference === undefined || matching?.length !== 1) {
      return failure(
        `${attack.name}: ${citation.call} showed ${matching?.length ?? 0} records with ${JSON.stringify(citation.fragment)}`,
      );
    }
    bindings.push({
      tool_name: invocation.tool_name,
      source_invocation_id: invocation.invocation_id,
      raw_path: reference.raw_path,
      evidence_excerpt: reference.text,
    });
  }
  return {
    kind: "answer",
    content: JSON.stringify({
      claims: [
        {
          claim_id: "c1",
          text: attack.claim,
          kind: "observation",
          status: "confirmed",
          evidence_bindings: bindings,
        },
      ],
      recommended_actions: [],
      tool_trace_summary: `collected ${callsOf(attack).join(", ")}`,
    }),
  };
}

/**
 * The model's turn for any request: tool calls when the conversation has no tool result yet,
 * the fabricated answer once it has.
 */
export function adversarialTurn(attacks: readonly Attack[]): ScriptedTurn {
  const byName = new Map(attacks.map((attack) => [attack.name, attack]));
  return (request) => {
    const question = request.body.messages.find((message) => message.role === "user");
    const name = attackNameIn(textOf(question?.content));
    const attack = name === null ? undefined : byName.get(name);
    if (attack === undefined) return failure(`no attack is tagged in ${JSON.stringify(name)}`);
    const hasToolResults = request.body.messages.some((message) => message.role === "tool");
    if (!hasToolResults) {
      return { kind: "tool_calls", calls: callsOf(attack).map((call) => EVIDENCE_CALLS[call]) };
    }
    return answerFor(attack, request);
  };
}

/** A script of `requests` turns, each the same stateless adversarial turn. */
export function adversarialScript(
  attacks: readonly Attack[],
  requests: number,
): readonly ScriptedTurn[] {
  const turn = adversarialTurn(attacks);
  return Array.from({ length: requests }, () => turn);
}
