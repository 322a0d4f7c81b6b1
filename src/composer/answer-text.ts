/**
 * The Composer's wording, in English and Chinese: the verdict lines, headings and fixed
 * sentences of an answer, one plain sentence for every rule code, and the lines that render a
 * citation, a recorded record or a search that found nothing.
 *
 * Kept apart from the Composer's logic so that every phrase a person can read is in one
 * place, both languages side by side, and the compiler checks that no rule code and no
 * phrase is missing in either language. None of the phrases shown with a LOW_CONFID answer
 * uses causal wording: the Composer never adds a root cause of its own.
 */
import { suspectInstruction } from "../verification/facts/instruction.js";
import { getDefaultGrammar } from "../verification/grammar/grammar.js";
import type { RuleCode } from "../verification/rule-codes.js";
import type { Verdict } from "../verification/verification-contract.js";
import type { AnswerLanguage } from "./composer-contract.js";

/** A CJK ideograph anywhere in the question makes the answer Chinese. */
const HAN_IDEOGRAPH = /\p{Script=Han}/u;

/** The answer's language: Chinese when the question contains a CJK ideograph, else English. */
export function answerLanguageOf(question: string): AnswerLanguage {
  return HAN_IDEOGRAPH.test(question) ? "zh" : "en";
}

/** Every fixed phrase of an answer, in one language. */
export interface AnswerPhrases {
  /** The first line of every answer. */
  readonly verdictLine: { readonly [Key in Verdict]: string };
  readonly passSummary: string;
  /** Says plainly that the evidence is insufficient. */
  readonly lowConfidenceSummary: string;
  readonly rejectSummary: string;
  readonly verifiedHeading: string;
  /** LOW_CONFID with no verified claim. */
  readonly nothingVerified: string;
  /** Claims that passed verification but that the executor did not mark confirmed. */
  readonly unconfirmedHeading: string;
  readonly notConfirmedMark: string;
  readonly sourcesHeading: string;
  readonly notFoundHeading: string;
  readonly missingHeading: string;
  readonly failedChecksHeading: string;
  readonly recordedEvidenceHeading: (shown: number, total: number) => string;
  readonly noRecordedEvidence: string;
  readonly nextStepsHeading: string;
  /** When no other line says what is missing. */
  readonly missingFallback: string;
  /** When a verdict below PASS has no claim that could be stated with a resolving citation. */
  readonly noCitableClaim: string;
  /** The Composer's own failure: the answer could not be assembled. */
  readonly composerFailure: string;
  readonly collectMoreEvidenceStep: string;
  readonly rerunAfterExecutorFailureStep: string;
  readonly rerunAfterRejectStep: string;
}

const ENGLISH: AnswerPhrases = {
  verdictLine: {
    PASS: "Verified (PASS)",
    LOW_CONFID: "Insufficient evidence (LOW_CONFID)",
    REJECT: "Not verified (REJECT)",
  },
  passSummary: "Each statement below was checked against recorded evidence.",
  lowConfidenceSummary:
    "The recorded evidence is insufficient to answer this question. Only what is listed as verified below was checked against it; nothing else is stated as fact.",
  rejectSummary:
    "The diagnosis could not be verified against the recorded evidence, so none of its statements are repeated here.",
  verifiedHeading: "Verified:",
  nothingVerified: "Nothing could be verified against the recorded evidence.",
  unconfirmedHeading: "Also checked, not confirmed:",
  notConfirmedMark: "(not confirmed)",
  sourcesHeading: "Sources:",
  notFoundHeading: "Looked for and not found (not confirmed):",
  missingHeading: "Missing:",
  failedChecksHeading: "Checks that failed:",
  recordedEvidenceHeading: (shown, total) =>
    shown === total
      ? "Recorded evidence of this turn (not verified as a diagnosis):"
      : `Recorded evidence of this turn, ${shown} of ${total} records (not verified as a diagnosis):`,
  noRecordedEvidence: "No evidence records were recorded in this turn.",
  nextStepsHeading: "Next steps (evidence collection):",
  missingFallback: "The evidence does not support a verified answer.",
  noCitableClaim: "No statement could be shown with a citation that resolves to a recorded record.",
  composerFailure: "The answer could not be assembled from the verification report.",
  collectMoreEvidenceStep:
    "Collect the metrics and logs of the service in question for the incident's time window, then ask again.",
  rerunAfterExecutorFailureStep:
    "Run the diagnosis again; this turn collected no checked evidence.",
  rerunAfterRejectStep:
    "Run the diagnosis again so that each statement cites a recorded record; the rejected references are kept in the audit record.",
};

const CHINESE: AnswerPhrases = {
  verdictLine: {
    PASS: "已验证 (PASS)",
    LOW_CONFID: "证据不足 (LOW_CONFID)",
    REJECT: "未通过验证 (REJECT)",
  },
  passSummary: "以下每条陈述都已对照记录的证据核实。",
  lowConfidenceSummary:
    "记录的证据不足以回答这个问题。下面只列出已对照证据核实的内容，其余内容均不作为事实陈述。",
  rejectSummary: "该诊断无法对照记录的证据得到验证，因此这里不复述其中的任何陈述。",
  verifiedHeading: "已核实：",
  nothingVerified: "没有任何内容能对照记录的证据得到核实。",
  unconfirmedHeading: "另经核对、但未确认：",
  notConfirmedMark: "(未确认)",
  sourcesHeading: "证据来源：",
  notFoundHeading: "查找过但未找到 (未确认)：",
  missingHeading: "缺少的证据：",
  failedChecksHeading: "未通过的检查：",
  recordedEvidenceHeading: (shown, total) =>
    shown === total
      ? "本轮已记录的证据 (未作为诊断核实)："
      : `本轮已记录的证据，共 ${total} 条，列出 ${shown} 条 (未作为诊断核实)：`,
  noRecordedEvidence: "本轮没有记录任何证据。",
  nextStepsHeading: "下一步 (收集证据)：",
  missingFallback: "现有证据不足以给出经过核实的回答。",
  noCitableClaim: "没有任何陈述能附上指向已记录证据的引用。",
  composerFailure: "无法根据验证报告组织回答。",
  collectMoreEvidenceStep: "收集相关服务在事件时间段内的指标和日志，然后再次提问。",
  rerunAfterExecutorFailureStep: "重新运行诊断；本轮没有收集到经过核对的证据。",
  rerunAfterRejectStep:
    "重新运行诊断，让每条陈述都引用已记录的证据；被拒绝的引用保留在审计记录中。",
};

/** The fixed phrases of each language. */
export const ANSWER_PHRASES: { readonly [Language in AnswerLanguage]: AnswerPhrases } = {
  en: ENGLISH,
  zh: CHINESE,
};

type Bilingual = { readonly [Language in AnswerLanguage]: string };

/** One plain sentence per rule code: what went wrong, without ids, paths or claim text. */
const RULE_SENTENCES: { readonly [Code in RuleCode]: Bilingual } = {
  invocation_not_found: {
    en: "A cited tool invocation was never recorded.",
    zh: "引用的工具调用从未被记录。",
  },
  invocation_other_session: {
    en: "A cited tool invocation belongs to another diagnosis session.",
    zh: "引用的工具调用属于另一个诊断会话。",
  },
  tool_name_mismatch: {
    en: "A citation names a different tool than the recorded invocation.",
    zh: "引用中的工具名与记录的调用不一致。",
  },
  raw_path_not_found: {
    en: "A cited record (raw_path) does not exist in the recorded invocation.",
    zh: "引用的记录 (raw_path) 在记录的调用中不存在。",
  },
  excerpt_mismatch: {
    en: "A quoted excerpt does not match the recorded text.",
    zh: "引用的摘录与记录的文本不符。",
  },
  bindings_missing: {
    en: "A confirmed statement cites no evidence.",
    zh: "一条已确认的陈述没有引用任何证据。",
  },
  raw_path_missing: {
    en: "A citation names a tool invocation but not the record in it (raw_path), so no record could be checked.",
    zh: "一处引用只给出了工具调用，没有给出其中的记录 (raw_path)，无法核对任何记录。",
  },
  evidence_refs_missing: {
    en: "A cited invocation was recorded without evidence references, so its records cannot be checked.",
    zh: "引用的调用记录中没有证据引用 (evidence_refs)，其中的记录无法核对。",
  },
  excerpt_too_generic: {
    en: "A quoted excerpt is too short or too generic to compare with the recorded text.",
    zh: "引用的摘录过短或过于笼统，无法与记录的文本比对。",
  },
  excerpt_missing: {
    en: "A citation quotes no excerpt to compare with the recorded text.",
    zh: "一处引用没有摘录，无法与记录的文本比对。",
  },
  output_incomplete: {
    en: "The executor output was incomplete or not in the expected form.",
    zh: "执行器的输出不完整或格式不符。",
  },
  legacy_binding: {
    en: "A citation uses the old form (several invocations at once), which cannot be checked precisely.",
    zh: "一处引用使用旧格式 (同时引用多个调用)，无法精确核对。",
  },
  source_invocation_id_missing: {
    en: "A citation names no tool invocation.",
    zh: "一处引用没有给出工具调用编号。",
  },
  claim_id_duplicate: {
    en: "Two statements share one id, so their checks cannot be told apart.",
    zh: "两条陈述使用了同一个编号，无法区分它们的核对结果。",
  },
  excerpt_paraphrase: {
    en: "A quoted excerpt paraphrases the recorded text instead of quoting it.",
    zh: "一处摘录是对记录文本的转述，而不是原文引用。",
  },
  source_invocation_id_auto_filled: {
    en: "A missing invocation number was filled in with the session's only invocation of that tool.",
    zh: "缺失的调用编号被补全为本会话中该工具唯一的一次调用。",
  },
  source_invocation_id_normalized: {
    en: "An invocation number written as text was read as a number.",
    zh: "以文本形式给出的调用编号被读作数字。",
  },
  legacy_ids_alongside_id: {
    en: "A citation gives the invocation number in both the new and the old form.",
    zh: "一处引用同时以新旧两种格式给出了调用编号。",
  },
  gatekeeper_reject: {
    en: "The cited evidence was found fabricated or mismatched.",
    zh: "引用的证据被判定为伪造或不匹配。",
  },
  gatekeeper_low_confid: {
    en: "The cited evidence is missing or incomplete.",
    zh: "引用的证据缺失或不完整。",
  },
  fact_conflict: {
    en: "A statement gives a value that the recorded evidence contradicts.",
    zh: "一条陈述中的数值与记录的证据相矛盾。",
  },
  negation_conflict: {
    en: "A statement negates what the recorded evidence says, or states what it negates.",
    zh: "一条陈述否定了记录的证据所述内容，或陈述了证据所否定的内容。",
  },
  fact_unsupported: {
    en: "A number, duration, identifier or key=value of a statement is in no verified record.",
    zh: "一条陈述中的数字、时长、标识或键值不在任何已核实的记录中。",
  },
  causal_wording: {
    en: "A statement offered an explanation where the recorded evidence supports only observations.",
    zh: "一条陈述给出了解释性的推断，而记录的证据只支持观察到的现象。",
  },
  knowledge_as_incident_fact: {
    en: "A statement about the current incident rests only on runbook content, which is not evidence of this incident.",
    zh: "一条关于当前事件的陈述只依据 runbook 内容，而 runbook 不是本次事件的证据。",
  },
  claim_not_covered: {
    en: "A statement states nothing that evidence could support.",
    zh: "一条陈述没有任何可以由证据支持的内容。",
  },
  unit_unsupported: {
    en: "A statement says more than its cited records do.",
    zh: "一条陈述的内容超出了其引用记录所述。",
  },
  relational_wording: {
    en: "A statement relates events in time in a way the recorded evidence does not.",
    zh: "一条陈述对事件的先后关系作了证据没有给出的表述。",
  },
  quantifier_wording: {
    en: "A statement generalizes (all, only, every) beyond what the recorded evidence shows.",
    zh: "一条陈述作了超出证据的概括 (所有、只、每个)。",
  },
  evaluative_wording: {
    en: "A statement judges (normal, severe, false alarm) where the recorded evidence only observes.",
    zh: "一条陈述作了评价 (正常、严重、误报)，而证据只记录了现象。",
  },
  modal_wording: {
    en: "A statement speculates or prescribes (may, likely, should, needs) beyond the recorded evidence.",
    zh: "一条陈述作了推测或要求 (可能、应该、需要)，超出了证据。",
  },
  remediation_in_claim: {
    en: "A statement prescribes a change to the system; statements report what was seen.",
    zh: "一条陈述提出了对系统的变更；陈述只应报告观察到的现象。",
  },
  negation_unsupported: {
    en: "A statement negates something no recorded evidence states either way.",
    zh: "一条陈述否定了证据中没有提及的内容。",
  },
  state_conflict: {
    en: "A statement gives a state opposite to the one the recorded evidence shows.",
    zh: "一条陈述给出的状态与记录的证据相反。",
  },
  subject_conflict: {
    en: "A statement attributes a fact to a service or host whose records do not show it.",
    zh: "一条陈述把某个事实归到了记录并未显示该事实的服务或主机上。",
  },
  records_crossed: {
    en: "A statement joins facts of different records as if one record stated them all.",
    zh: "一条陈述把不同记录中的事实拼接在一起，当作同一条记录所述。",
  },
  role_conflict: {
    en: "A statement swaps the roles of the services a record names (caller and upstream).",
    zh: "一条陈述颠倒了记录中服务的角色 (调用方与上游)。",
  },
  evidence_suspect_instruction: {
    en: "A statement rests only on a record that reads like an instruction to a model, not like evidence.",
    zh: "一条陈述只依据一条看起来像是对模型下达指令的记录，而不是证据。",
  },
  no_verified_excerpt: {
    en: "A statement has no authentic record to rest on.",
    zh: "一条陈述没有可以依据的真实记录。",
  },
  no_confirmed_claim: {
    en: "No statement was confirmed by recorded evidence.",
    zh: "没有任何陈述得到记录证据的确认。",
  },
  claim_unconfirmed: {
    en: "A statement was marked unconfirmed.",
    zh: "一条陈述被标记为未确认。",
  },
  reviewer_low_confid: {
    en: "An additional review found a statement not sufficiently supported by the evidence.",
    zh: "额外的复核认为一条陈述的证据支持不足。",
  },
  reviewer_reject: {
    en: "An additional review found a statement contradicted by the evidence.",
    zh: "额外的复核认为一条陈述与证据相矛盾。",
  },
};

/** `<sentence> (<code>)`: what a rule code means for the person reading the answer. */
export function describeRule(code: RuleCode, language: AnswerLanguage): string {
  return `${RULE_SENTENCES[code][language]} (${code})`;
}

/** The executor failure codes of `executor-contract.ts`, phrased for the person. */
const EXECUTOR_FAILURE_SENTENCES: Readonly<Record<string, Bilingual>> = {
  aborted: {
    en: "The diagnosis was stopped before the executor finished, so no evidence was checked.",
    zh: "诊断在执行器完成之前被中止，没有核对任何证据。",
  },
  model_timeout: {
    en: "The model did not answer in time, so no evidence was checked.",
    zh: "模型未能及时响应，没有核对任何证据。",
  },
  model_error: {
    en: "The model endpoint answered with an error, so no evidence was checked.",
    zh: "模型服务返回了错误，没有核对任何证据。",
  },
  tool_loop_exhausted: {
    en: "The executor kept calling tools past its limit and gave no usable output.",
    zh: "执行器调用工具的次数超过上限，没有给出可用的输出。",
  },
  invocation_not_recorded: {
    en: "A tool call could not be recorded, so the executor stopped instead of using unrecorded evidence.",
    zh: "一次工具调用未能被记录，执行器因此停止，没有使用未记录的证据。",
  },
};

const UNKNOWN_EXECUTOR_FAILURE: Bilingual = {
  en: "The executor stopped without a usable output, so no evidence was checked.",
  zh: "执行器没有给出可用的输出，没有核对任何证据。",
};

/** A stable snake_case code may be shown; anything else is not echoed into the answer. */
const SHOWABLE_CODE = /^[a-z][a-z0-9_]{0,63}$/u;

/** `<sentence> (<code>)` for an executor failure; an unknown code gets a generic sentence. */
export function describeExecutorFailure(code: string, language: AnswerLanguage): string {
  const sentences = Object.hasOwn(EXECUTOR_FAILURE_SENTENCES, code)
    ? EXECUTOR_FAILURE_SENTENCES[code]
    : undefined;
  const sentence = (sentences ?? UNKNOWN_EXECUTOR_FAILURE)[language];
  return SHOWABLE_CODE.test(code) ? `${sentence} (${code})` : sentence;
}

/** The same text on one line: an inserted text can never start a line of its own. */
export function singleLine(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** What a citation or a recorded record points at. */
export interface RecordReference {
  readonly invocationId: number;
  readonly rawPath: string;
  readonly toolName: string;
  readonly text: string;
}

/**
 * `[1] invocation 12 $.logs[3] (query_logs): <text>` (Chinese: `[1] 调用 12 ...：<text>`);
 * without the marker when it is null (a record shown, not cited).
 */
export function recordLine(
  marker: number | null,
  reference: RecordReference,
  language: AnswerLanguage,
): string {
  const prefix = marker === null ? "" : `[${marker}] `;
  const where = `${reference.invocationId} ${singleLine(reference.rawPath)} (${singleLine(reference.toolName)})`;
  const text = singleLine(reference.text);
  // A record that reads like an instruction to a model is shown as a quotation, never as fact.
  if (suspectInstruction(getDefaultGrammar(), text)) {
    return language === "zh"
      ? `${prefix}调用 ${where}，一条看起来像是对模型下达指令的记录，仅作引用，并非事实：「${text}」`
      : `${prefix}invocation ${where}, a record that reads like an instruction to a model, quoted, not a fact: "${text}"`;
  }
  return language === "zh"
    ? `${prefix}调用 ${where}：${text}`
    : `${prefix}invocation ${where}: ${text}`;
}

/** How a search that found nothing ended. */
export type EmptySearchOutcome = "no_records" | "failed";

/** What a search was, for a line saying it found nothing. */
export interface EmptySearch {
  readonly invocationId: number;
  readonly toolName: string;
  /** The recorded arguments, rendered; null when they are not to be shown. */
  readonly renderedArguments: string | null;
  readonly outcome: EmptySearchOutcome;
}

/** `query_logs {"query":"kafka"} (invocation 5): no records found.` */
export function emptySearchLine(search: EmptySearch, language: AnswerLanguage): string {
  const call =
    search.renderedArguments === null
      ? singleLine(search.toolName)
      : `${singleLine(search.toolName)} ${singleLine(search.renderedArguments)}`;
  if (language === "zh") {
    const outcome =
      search.outcome === "failed" ? "查询失败，无法确认或排除任何内容。" : "没有找到任何记录。";
    return `${call} (调用 ${search.invocationId})：${outcome}`;
  }
  const outcome =
    search.outcome === "failed"
      ? "the search failed, so nothing is confirmed or ruled out."
      : "no records found.";
  return `${call} (invocation ${search.invocationId}): ${outcome}`;
}
