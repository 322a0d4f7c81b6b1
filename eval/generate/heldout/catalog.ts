/**
 * Every template of the held-out generator, and the search that builds records until one fits
 * what a family needs (a convertible number, a ratio, a state with an opposite, ...).
 */
import { INJECTED_TEMPLATES, RUNBOOK_TEMPLATES } from "./knowledge.js";
import { randomProfile } from "./profiles.js";
import type { Random } from "./random.js";
import { ENGLISH_ALERT_TEMPLATES } from "./templates-alerts.js";
import { CHINESE_TEMPLATES } from "./templates-chinese.js";
import { ENGLISH_LOG_TEMPLATES } from "./templates-logs.js";
import type { EvidenceRecord, Language, ServiceProfile, Template, ToolName } from "./types.js";

export const EVIDENCE_TEMPLATES: readonly Template[] = [
  ...ENGLISH_ALERT_TEMPLATES,
  ...ENGLISH_LOG_TEMPLATES,
  ...CHINESE_TEMPLATES,
];
export { INJECTED_TEMPLATES, RUNBOOK_TEMPLATES };

export interface Search {
  readonly templates?: readonly Template[];
  readonly language?: Language;
  readonly tool?: ToolName;
  readonly profile?: ServiceProfile;
  readonly exclude?: readonly string[];
}

/** Builds records from matching templates until one is accepted. */
export function findRecord(
  random: Random,
  search: Search,
  accept: (record: EvidenceRecord) => boolean,
  attempts = 400,
): EvidenceRecord {
  const templates = (search.templates ?? EVIDENCE_TEMPLATES).filter(
    (template) =>
      (search.language === undefined || template.language === search.language) &&
      (search.tool === undefined || template.tool === search.tool),
  );
  if (templates.length === 0) {
    throw new Error("no template matches the search");
  }
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const template = random.pick(templates);
    const profile = search.profile ?? randomProfile(random, search.exclude ?? []);
    const record = template.build(random, profile);
    if (accept(record)) {
      return record;
    }
  }
  throw new Error(`no record accepted after ${attempts} attempts`);
}

/** An uncited record for an invocation of the given tool. */
export function distractor(
  random: Random,
  tool: ToolName,
  language: Language,
  exclude: readonly string[],
): EvidenceRecord {
  const injected = INJECTED_TEMPLATES.filter((template) => template.tool === tool);
  if (injected.length > 0 && random.chance(0.06)) {
    return random.pick(injected).build(random, randomProfile(random, exclude));
  }
  const pool =
    tool === "lookup_knowledge"
      ? RUNBOOK_TEMPLATES
      : EVIDENCE_TEMPLATES.filter((template) => template.tool === tool);
  const preferred = pool.filter((template) => template.language === language);
  const templates = preferred.length > 0 && random.chance(0.75) ? preferred : pool;
  return random.pick(templates).build(random, randomProfile(random, exclude));
}
