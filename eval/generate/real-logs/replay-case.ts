/**
 * One labelled replay case about a real log line, as both real-log generators write it: one
 * `query_logs` invocation holding a window of lines, and one confirmed observation citing the
 * target line with a verbatim excerpt. Faithful cases expect PASS, fabrications anything else.
 */

/** What one case is made of. */
export interface LogClaimCaseParts<Family extends string, Language extends string> {
  readonly caseId: string;
  readonly faithful: boolean;
  readonly family: Family;
  readonly language: Language;
  /** `File.log:123`: where the target line comes from. */
  readonly source: string;
  readonly sessionId: string;
  readonly question: string;
  readonly invocationId: number;
  /** The window of line texts the invocation returned, in order. */
  readonly lines: readonly string[];
  /** The position of the cited line in the window. */
  readonly target: number;
  readonly claim: string;
  readonly excerpt: string;
  readonly note: string;
}

/** The replay case, in the key order the corpora are written in. */
export function logClaimCase<Family extends string, Language extends string>(
  parts: LogClaimCaseParts<Family, Language>,
) {
  return {
    case_id: parts.caseId,
    group: parts.faithful ? ("faithful" as const) : ("content" as const),
    family: parts.family,
    language: parts.language,
    source: parts.source,
    session_id: parts.sessionId,
    question: parts.question,
    invocations: [
      {
        id: parts.invocationId,
        session_id: parts.sessionId,
        tool_name: "query_logs",
        retrieval_details: {
          evidence_status: "ok" as const,
          evidence_refs: parts.lines.map((text, position) => ({
            raw_path: `$.logs[${position}]`,
            text,
          })),
        },
      },
    ],
    executor_output: {
      claims: [
        {
          claim_id: "c1",
          text: parts.claim,
          kind: "observation" as const,
          status: "confirmed" as const,
          evidence_bindings: [
            {
              tool_name: "query_logs",
              source_invocation_id: parts.invocationId,
              raw_path: `$.logs[${parts.target}]`,
              evidence_excerpt: parts.excerpt,
            },
          ],
        },
      ],
      recommended_actions: [] as string[],
      tool_trace_summary: "",
    },
    expect: parts.faithful
      ? { effective_verdict: "PASS" as const, severity: "none" as const }
      : {
          effective_verdict: ["LOW_CONFID", "REJECT"] as ["LOW_CONFID", "REJECT"],
          severity: "none" as const,
        },
    note: parts.note,
  };
}
