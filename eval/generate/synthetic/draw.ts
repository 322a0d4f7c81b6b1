/**
 * Drawing records for a claim: a template of the wanted tool, kind and language, built with
 * random values, and one of its patterns that satisfies the family's condition.
 */
import { ALERT_TEMPLATES } from "./alert-templates.js";
import { CHINESE_ALERT_TEMPLATES } from "./alert-templates-zh.js";
import { INJECTION_TEMPLATES } from "./injection-templates.js";
import { LOG_TEMPLATES } from "./log-templates.js";
import { CHINESE_LOG_TEMPLATES } from "./log-templates-zh.js";
import type { Random } from "./random.js";
import { RUNBOOK_TEMPLATES } from "./runbook-templates.js";
import type {
  BuildOptions,
  Language,
  Pattern,
  PatternSet,
  RecordInstance,
  RecordTemplate,
} from "./types.js";

/** Alerts and logs: the records observations are made of. */
export const STATEMENT_TEMPLATES: readonly RecordTemplate[] = [
  ...ALERT_TEMPLATES,
  ...CHINESE_ALERT_TEMPLATES,
  ...LOG_TEMPLATES,
  ...CHINESE_LOG_TEMPLATES,
];
export { INJECTION_TEMPLATES, RUNBOOK_TEMPLATES };
export const ALL_TEMPLATES: readonly RecordTemplate[] = [
  ...STATEMENT_TEMPLATES,
  ...RUNBOOK_TEMPLATES,
  ...INJECTION_TEMPLATES,
];

/** Record language relative to the claim: the same, the other, or either. */
export type LanguageChoice = "same" | "cross" | "any";

export interface DrawRequest {
  readonly language: Language;
  readonly recordLanguage: LanguageChoice;
  readonly templates?: readonly RecordTemplate[];
  readonly templateFilter?: (template: RecordTemplate) => boolean;
  readonly options?: BuildOptions;
  /** Which of the record's pattern sets to draw from (default: faithful patterns). */
  readonly patterns?: (record: RecordInstance) => PatternSet;
  readonly accept?: (record: RecordInstance, pattern: Pattern) => boolean;
}

export interface Drawn {
  readonly record: RecordInstance;
  readonly pattern: Pattern;
}

export function otherLanguage(language: Language): Language {
  return language === "en" ? "zh" : "en";
}

function recordLanguageFor(random: Random, language: Language, choice: LanguageChoice): Language {
  if (choice === "same") {
    return language;
  }
  if (choice === "cross") {
    return otherLanguage(language);
  }
  return random.chance(0.6) ? language : otherLanguage(language);
}

export function draw(random: Random, request: DrawRequest): Drawn {
  const templates = request.templates ?? STATEMENT_TEMPLATES;
  const patternsOf = request.patterns ?? ((record: RecordInstance) => record.patterns);
  for (let attempt = 0; attempt < 400; attempt++) {
    const recordLanguage = recordLanguageFor(random, request.language, request.recordLanguage);
    const candidates = templates.filter(
      (template) =>
        template.language === recordLanguage && (request.templateFilter?.(template) ?? true),
    );
    if (candidates.length === 0) {
      continue;
    }
    const record = random.pick(candidates).build(random, request.options ?? {});
    const usable = patternsOf(record)[request.language].filter(
      (pattern) => request.accept?.(record, pattern) ?? true,
    );
    if (usable.length > 0) {
      return { record, pattern: random.pick(usable) };
    }
  }
  throw new Error(`no record satisfies the request (${request.language})`);
}
