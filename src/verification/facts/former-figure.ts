/**
 * Figures of a change: a line that says a value changed (`raised from 100 to 500`, `changed 1024
 * -> 4096`, `reduced to 200 (was 400)`, `由 2gb 调整为 4gb`, `old=100 new=500`) gives one figure
 * as what the value was and another as what it became. A claim may give the former figure only
 * as former (`from 100`, `originally 100`, `was 100`, `原先 100`), and never gives the figure it
 * became as former (`increased to 12 from 24` against `increased to 24 from 12`).
 */
import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimAnalysis, ClaimUnit } from "../claim-analysis.js";
import type { RecordAnalysis, RecordValue } from "../record-analysis.js";

/** Words of a line before a former figure (`from 100 to`, `从 50% 上升到`, `(was 400)`). */
const FROM_BEFORE = /(?:\bfrom|从|由)\s*$/u;
const WAS_BEFORE =
  /(?:\(\s*was|,\s*was|\bpreviously|\(\s*prev(?:ious)?|\(\s*formerly|原为|原来为|原先为|此前为?|之前是|之前为|变更前为?|调整前为?|修改前为?|旧值为?|原值为?)\s*[:=]?\s*$/u;
/** What stands between a former figure and the one it became. */
const TO_WORDS =
  "to\\b|->|→|=>|到|至|为|成|升至|降至|增至|上升到|下降到|增加到|减少到|提高到|降低到|调整为|调整到|改成|改为|变为|变成|降到|扩到|扩至|升到";
const TO_AFTER = new RegExp(`^\\S+(?:\\s+[\\p{L}%]+)?\\s*(?:${TO_WORDS})\\s*[-+]?\\d`, "u");
const ARROW_AFTER =
  /^\S+\s*(?:->|→|=>|(?:was\s+|has\s+been\s+)?(?:replaced\s+(?:with|by)|changed\s+to)\s|(?:已|被)?(?:替换为|改为|改成|调整为|变为|变成|修改为|更新为))\s*[-+]?\d/u;
/** `increased to 24 from 12`: the figure it became stands before `from`. */
const TO_NEAR_BEFORE = new RegExp(`(?:${TO_WORDS})\\s*[-+]?\\d[^,;]{0,24}$`, "u");
/** Words of a line right before the figure a value became. */
const BECAME_BEFORE = new RegExp(`(?:${TO_WORDS}|\\bnow)\\s*$`, "u");
const FORMER_KEYS = new Set(["old", "previous", "prev", "from", "before", "was"]);
const BECAME_KEYS = new Set(["new", "current", "to", "after", "now"]);
/** `old_replicas=4 new_replicas=12`, `prev_leader=1`: keys named for either side of a change. */
const FORMER_KEY_PREFIX = /^(?:old|prev|previous|former)[_.-]/u;
const BECAME_KEY_PREFIX = /^(?:new|current|next)[_.-]/u;

/** Words of a claim before a figure that give it as former. */
const FORMER_MARKERS = new Set([
  "from",
  "originally",
  "previously",
  "formerly",
  "从",
  "由",
  "原先",
  "原来",
  "原本",
  "此前",
  "之前",
  "变更前",
  "调整前",
  "修改前",
  "旧值",
  "原值",
  "原为",
]);
/** `it was 400`: a pronoun's past copula gives what followed as what it was. */
const BACK_REFERENCES = new Set(["it", "this", "that", "they"]);
/**
 * Copulas that give a figure right after them as former (`曾为 100`). English `was` does not:
 * `heap after GC was 5.9G` says what the heap was when logged.
 */
const PAST_COPULAS = new Set(["曾", "曾经", "曾为"]);
const COPULA_LINKS = new Set(["at", "为", "是"]);
/** How far back a claim's marker of a former figure reaches, in units. */
const MARKER_REACH = 6;

type Part = "former" | "became" | null;

/** Which part of a change a record gives a figure as, if any. */
function partInRecord(record: RecordAnalysis, value: RecordValue): Part {
  if (givenAsFormer(record, value)) {
    return "former";
  }
  if (value.key !== null) {
    return BECAME_KEYS.has(value.key) || BECAME_KEY_PREFIX.test(value.key) ? "became" : null;
  }
  const before = record.text.slice(Math.max(0, value.position - 40), value.position);
  return BECAME_BEFORE.test(before) &&
    record.values.some((other) => other.quantity !== null && givenAsFormer(record, other))
    ? "became"
    : null;
}

/** Whether a record's prose gives a figure as what a value was before it changed. */
function givenAsFormer(record: RecordAnalysis, value: RecordValue): boolean {
  if (value.key !== null) {
    return FORMER_KEYS.has(value.key) || FORMER_KEY_PREFIX.test(value.key);
  }
  const before = record.text.slice(Math.max(0, value.position - 40), value.position);
  const after = record.text.slice(value.position, value.position + value.value.length + 24);
  return (
    (FROM_BEFORE.test(before) && (TO_AFTER.test(after) || TO_NEAR_BEFORE.test(before))) ||
    WAS_BEFORE.test(before) ||
    ARROW_AFTER.test(after)
  );
}

/**
 * Whether a claim gives a figure as former: a marker before it in its clause (`from 100`,
 * `原先 100`), or 曾 right before it (`曾为 100`).
 */
function saidAsFormer(claim: ClaimAnalysis, unit: ClaimUnit): boolean {
  const previous = claim.units[unit.index - 1];
  const linked = previous !== undefined && COPULA_LINKS.has(previous.text);
  const copula = claim.units[unit.index - (linked ? 2 : 1)];
  if (copula !== undefined && copula.clause === unit.clause && PAST_COPULAS.has(copula.text)) {
    return true;
  }
  // `target CPU is 80%, was 60%`: was after a comma gives what follows as what it was.
  if (
    /(?:[,;(]\s*(?:it\s+)?was)\s*$/u.test(
      claim.text.slice(Math.max(0, unit.start - 12), unit.start),
    )
  ) {
    return true;
  }
  const pronoun = copula === undefined ? undefined : claim.units[copula.index - 1];
  if (
    copula !== undefined &&
    (copula.text === "was" || copula.text === "were") &&
    pronoun !== undefined &&
    pronoun.clause === unit.clause &&
    BACK_REFERENCES.has(pronoun.text)
  ) {
    return true;
  }
  for (let index = unit.index - 1; index >= 0 && index >= unit.index - MARKER_REACH; index--) {
    const near = claim.units[index] as ClaimUnit;
    // `从 100 提高到 500`: a marker before another figure is that figure's.
    if (near.clause !== unit.clause || near.kind === "quantity") {
      break;
    }
    // `变更前 70%` is segmented 变更 前.
    const joined = near.text + (claim.units[index + 1]?.text ?? "");
    if (FORMER_MARKERS.has(near.text) || (index + 1 < unit.index && FORMER_MARKERS.has(joined))) {
      return true;
    }
  }
  return false;
}

/**
 * Why a claimed figure that states a record value is not supported as the claim gives it: the
 * record gives it as former and the claim as current, or the record gives it as what the value
 * became and the claim as former. Null when neither.
 */
export function changeOutcome(
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  record: RecordAnalysis,
  value: RecordValue,
): string | null {
  const former = saidAsFormer(claim, unit);
  const objection = (stated: RecordValue): string | null => {
    const part = partInRecord(record, stated);
    if (part === "former" && !former) {
      return "as what it was before it changed";
    }
    return part === "became" && former ? "as what it changed to, not what it was" : null;
  };
  const found = objection(value) ?? changingTo(claim, unit, record, value);
  // `from 10 to 10,20`: the same figure given again, as the claim gives it, supports it.
  const again = record.values.some(
    (other) =>
      other !== value &&
      other.key === value.key &&
      other.quantity !== null &&
      value.quantity !== null &&
      other.quantity.dimension === value.quantity.dimension &&
      other.quantity.canonical === value.quantity.canonical &&
      objection(other) === null,
  );
  return again ? null : found;
}

/** What any line that gives a name as former writes somewhere. */
const CHANGE_HINT =
  /->|=>|~>|→|replaced|\bwas\b|previously|\bold\b|\bfrom\b|changed|switched|flipped|migrated|upgraded|downgraded|updated|moved|took\s+over|superseded|prev|formerly|转移|漂移|下线|此前|改为|改成|切换|升级|替换|变更|迁移|调整|修改|之前|原|旧/u;

/** Verbs of a change a line gives as under way (`Scaling deployment/search from 4 to 12`). */
const CHANGING =
  /\b(?:scaling|resizing|promoting|migrating|upgrading|rolling|moving|switching|changing|increasing|decreasing|raising|lowering|growing|shrinking)\b|正在|开始/u;
/** Words of a claim right before a figure that give it as where a change goes (`to 12`). */
const TARGET_BEFORE = /(?:\bto|->|→|=>|到|至|为)\s*$/u;

/**
 * `deployment/search has 12 replicas` against `Scaling deployment/search from 4 to 12 replicas`:
 * the figure a change under way goes to is not yet the value; a claim gives it only as where
 * the change goes (`to 12`).
 */
function changingTo(
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  record: RecordAnalysis,
  value: RecordValue,
): string | null {
  const line = record.text.slice(0, value.position);
  if (
    partInRecord(record, value) !== "became" ||
    !CHANGING.test(line) ||
    TARGET_BEFORE.test(claim.text.slice(Math.max(0, unit.start - 8), unit.start))
  ) {
    return null;
  }
  return "as what a change under way goes to, not what it is";
}

/** Words of a line after a former name (`allkeys-lru ~> volatile-lru`, `v1.4.2 => v1.5.0`). */
const NAME_ARROW_AFTER =
  /^\s*(?:->|=>|~>|→|(?:was\s+|is\s+|has\s+been\s+)?replaced\s+(?:by|with)\b|(?:was\s+|has\s+been\s+)?(?:changed|switched|flipped|migrated|upgraded|downgraded|updated)\s+to\b|superseded\s+by\b|(?:已|被|已被)?(?:切换到|切换为|切换至|切到|升级到|升级为|替换为|替换成|变更为|迁移到|转移到|漂移到|下线))\s*\S/u;
/** Words of a line before a former name (`from v1 to`, `(was UP)`, `由 A 切换为`). */
const NAME_FORMER_BEFORE =
  /(?:\(\s*was|,\s*was|\bpreviously|\bold\s*[:=]|\(\s*old|<\s*old|\bmoved\s+off|\btook\s+over\s+from|\breplaced|\(\s*prev(?:ious)?|\(\s*formerly|\b(?:old|prev|previous|former)[_.-]\w+\s*[:=]|变更前为?|调整前为?|修改前为?|之前|原\p{sc=Han}{0,3}|旧\p{sc=Han}{0,3})\s*[:=]?\s*["']?\s*$/u;
const TO_AFTER_NAME = new RegExp(
  `^\\s*(?:${TO_WORDS}|切换到|切换为|切换至|转移到|迁移到|漂移到)`,
  "u",
);
/** Words of a claim after a name that state the change from it (`allkeys-lru -> volatile-lru`). */
const CHANGE_AFTER =
  /^\s*(?:->|=>|~>|→|\bto\b|(?:was\s+|is\s+|has\s+been\s+)?replaced\s+(?:by|with)\b|(?:was\s+|has\s+been\s+)?(?:changed|switched|flipped|migrated|upgraded|downgraded|updated)\s+to\b|变为|变成|改为|改成|切换到|切换为|调整为|升级到|替换为|变更为|迁移到|到)/u;

/** Whether every occurrence of a name in a line gives it as what was there before a change. */
function onlyFormerIn(text: string, name: string): boolean {
  let found = false;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const end = at + name.length;
    // A whole name, not part of a longer one (`app-2` in `app-23`); Chinese has no spaces.
    if (
      !HAN_START.test(name) &&
      (NAME_CHARACTER.test(text[at - 1] ?? " ") || NAME_CHARACTER.test(text[end] ?? " "))
    ) {
      continue;
    }
    found = true;
    const before = text.slice(Math.max(0, at - 24), at);
    const after = text.slice(end, end + 24);
    const former =
      NAME_ARROW_AFTER.test(after) ||
      NAME_FORMER_BEFORE.test(before) ||
      (FROM_BEFORE.test(before) && TO_AFTER_NAME.test(after));
    if (!former) {
      return false;
    }
  }
  return found;
}

const NAME_CHARACTER = /[\p{L}\p{N}_-]/u;
const HAN_START = /^\p{sc=Han}/u;
/** A switch's values, which the alignment takes as framing. */
const BARE_NAMES = new Set(["on", "off", "yes", "no", "true", "false", "enabled", "disabled"]);

/**
 * `allkeys-lru` against `maxmemory-policy allkeys-lru ~> volatile-lru`, `app-2 is UP` against
 * `is DOWN, was UP`: a name or state a line gives only as what was there before a change is
 * stated by a claim only as former (`from allkeys-lru`, `原先 allkeys-lru`) or with the change
 * after it (`allkeys-lru -> volatile-lru`).
 */
export function checkFormerNames(check: ClaimCheck): void {
  // Most lines say no change: one test of each cited text spares the search per word.
  if (!check.records.some((record) => CHANGE_HINT.test(record.text))) {
    return;
  }
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    // `is on` against `flipped on -> off`: a switch's value is framing to the alignment, and
    // every cited record must give it only as former.
    const bare = BARE_NAMES.has(unit.text) && account?.outcome === "framing";
    const records = bare ? check.records : record === null ? [] : [record];
    if (
      (unit.kind !== "identifier" && unit.kind !== "word" && unit.kind !== "han") ||
      (unit.kind === "han" && [...unit.text].length < 2) ||
      (account?.outcome !== "supported" && !bare) ||
      records.length === 0 ||
      (unit.kind === "word" && !bare && check.grammar.framingStems.has(unit.stem)) ||
      !records.every((cited) => onlyFormerIn(cited.text, unit.text))
    ) {
      continue;
    }
    const after = check.claim.text.slice(unit.end, unit.end + 28);
    const before = check.claim.text.slice(Math.max(0, unit.start - 24), unit.start);
    if (
      saidAsFormer(check.claim, unit) ||
      CHANGE_AFTER.test(after) ||
      NAME_FORMER_BEFORE.test(before.replace(/\s*为\s*$/u, ""))
    ) {
      continue;
    }
    check.unsupported(
      unit,
      "fact_unsupported",
      `${(records[0] as RecordAnalysis).label} gives ${quote(unit.text)} only as what was there before a change`,
      "relation",
    );
  }
}
