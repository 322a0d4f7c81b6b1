/**
 * Binding a number in a claim to the key it is about, and checking it against the record's
 * value for that key.
 *
 * A number binds to the key words next to it in its own clause ("37 waiting", "waiting 37",
 * "等待 37", "20 of 20 connections active"), skipping linking words (is, at, of, 为, 达到) and
 * never across punctuation, a stopper (for, after, 持续 ...) or another number. Then:
 *  - words that name a key of a cited record: the value of that key must be the number (same
 *    dimension, after unit conversion); another value of that key is a conflict;
 *  - words that name no key: unsupported ("HikariPool-1 has 37 connections" against
 *    `waiting=37`), unless they are the record's own name (its alert or metric) and the record
 *    has exactly one value of that kind ("HighMemoryUsage at 91%" against `current=91%`);
 *  - no word at all: supported if the record states that value for some key or in prose.
 */
import type { ClaimAnalysis, ClaimUnit } from "../claim-analysis.js";
import type { Grammar, LayoutKind } from "../grammar/grammar.js";
import { wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis, RecordValue } from "../record-analysis.js";
import { AUDIT_RECORD_KEY, nameParts } from "../text/tokenize.js";
import { runLabelConflict } from "./figure-run.js";
import { changeOutcome } from "./former-figure.js";
import { entityKindOf } from "./identifier.js";
import { hanNameStems, unitNamesValue, valueStates } from "./key-value.js";
import type { Quantity } from "./quantity.js";

/** How far from the number key words are looked for, in non-linking units. */
const BINDING_REACH = 3;

/** The words around a claimed number that may name its key. */
export interface QuantityBinding {
  /**
   * Units next to the number that name a value of some record in scope: the nearest ones
   * only (`waiting 50 active 37`: 37 is bound to active, never to waiting across 50).
   */
  readonly keyUnits: readonly ClaimUnit[];
  /** The key units nearest the number (`sda 写入 120MB`: 写入, not sda). */
  readonly nearestKeyUnits: readonly ClaimUnit[];
  /** Content units next to the number that name no value. */
  readonly otherUnits: readonly ClaimUnit[];
  /** Names (alert or metric) next to the number. */
  readonly nameUnits: readonly ClaimUnit[];
}

export type QuantityOutcome =
  | { readonly outcome: "supported"; readonly record: RecordAnalysis; readonly detail: string }
  | { readonly outcome: "conflict"; readonly record: RecordAnalysis; readonly detail: string }
  | { readonly outcome: "unsupported"; readonly detail: string };

/** Alert states: `HighCPUUsage firing at 86%` binds 86% to the alert's name, across the state. */
const ALERT_STATES = new Set(["fire", "firing", "resolv", "pend", "触发", "恢复", "已恢复"]);

function isLinking(grammar: Grammar, unit: ClaimUnit): boolean {
  if (unit.kind === "word") {
    return (
      grammar.linkingStems.has(unit.stem) ||
      grammar.framingStems.has(unit.stem) ||
      ALERT_STATES.has(unit.stem)
    );
  }
  if (unit.kind === "han") {
    return (
      grammar.linkingHan.has(unit.text) ||
      grammar.framingHan.has(unit.text) ||
      grammar.classifiers.has(unit.text) ||
      ALERT_STATES.has(unit.text)
    );
  }
  return false;
}

/**
 * Nouns naming the kind of a number that is an id (`进程 20898`, `pid 20898`, `thread 7`):
 * beside a number they name no key. Counted things (`37 connections`) are not among them.
 */
const ID_KINDS = new Set([
  ..."process pid port thread job task session timestamp epoch".split(" ").map(wordStem),
  ..."进程 端口 线程 作业 任务 会话 时间戳".split(" "),
]);

function isKindNoun(unit: ClaimUnit): boolean {
  return (unit.kind === "word" || unit.kind === "han") && ID_KINDS.has(unit.stem);
}

function isStopper(grammar: Grammar, unit: ClaimUnit): boolean {
  if (unit.kind === "word") {
    return grammar.stopperStems.has(unit.stem) || grammar.comparisons.has(unit.stem);
  }
  if (unit.kind === "han") {
    return grammar.stopperHan.has(unit.text) || grammar.comparisons.has(unit.text);
  }
  return unit.kind === "negator" || unit.kind === "quantity" || unit.kind === "keyValue";
}

/** A CamelCase or metric name (`HighMemoryUsage`, `hikaricp_connections_pending`), not an entity. */
function isName(grammar: Grammar, unit: ClaimUnit): boolean {
  return (
    unit.kind === "identifier" &&
    entityKindOf(grammar, unit.text) === null &&
    (/\p{Ll}\p{Lu}/u.test(unit.cased) || /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/u.test(unit.text))
  );
}

/** Whether a unit names a value of some record: of the quantity's dimension, or of any. */
function namesAnyValue(
  grammar: Grammar,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
  quantity: Quantity | null,
): boolean {
  return records.some((record) =>
    record.values.some(
      (value) =>
        value.quantity !== null &&
        (quantity === null || sameKind(value.quantity, quantity)) &&
        unitNamesValue(grammar, unit, value),
    ),
  );
}

function sameKind(recorded: Quantity, claimed: Quantity): boolean {
  return recorded.dimension === claimed.dimension;
}

/** Verbs of having: the figure after them counts the noun after it (`had 54 errors`). */
const HAVE_WORDS = new Set(["has", "had", "have", "having", "有"]);

/** Words after which a figure qualifies the noun that follows it (`the 91% threshold`). */
const ATTRIBUTIVE_BEFORE = new Set(["the", "a", "an", "its", "their"]);

/** Layout kinds of names whose figures the figures beside them are: a request, a thread, a job. */
const NAMES_OF_WORK: ReadonlySet<LayoutKind> = new Set(["request", "thread", "job"]);

/** A program's name with its version (`curl/7.54.0`, `python-requests/2.22.0`). */
const VERSIONED_NAME = /^[a-z][\w.-]*\/\d+(?:\.\d+)+$/u;

/** The units around a claimed number, read outwards in both directions within its clause. */
export function bindQuantity(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): QuantityBinding {
  const quantity = unit.quantity;
  const keyed: Array<{ readonly unit: ClaimUnit; readonly distance: number }> = [];
  const otherUnits: ClaimUnit[] = [];
  const nameUnits: ClaimUnit[] = [];
  if (quantity === null) {
    return { keyUnits: [], nearestKeyUnits: [], otherUnits, nameUnits };
  }
  for (const step of [-1, 1]) {
    let counted = 0;
    for (
      let index = unit.index + step;
      index >= 0 && index < claim.units.length && counted < BINDING_REACH;
      index += step
    ) {
      const near = claim.units[index] as ClaimUnit;
      if (near.clause !== unit.clause) {
        break;
      }
      // `curl/7.54.0 got 200`: a name with its version names no figure of the record.
      if (near.kind === "identifier" && VERSIONED_NAME.test(near.text)) {
        break;
      }
      // `on node2 logged 403`: a host, a process or a port the layout gives is no key (an access
      // line's request path, a thread and a job are what the figures beside them are of).
      if (
        (near.kind === "identifier" &&
          records.some((record) =>
            [...record.kindsOf(near.text)].some((kind) => !NAMES_OF_WORK.has(kind)),
          )) ||
        // `Squid logged a 503`: the system that wrote the line is no key either.
        (near.kind === "word" && records.some((record) => record.kindsOf(near.text).has("system")))
      ) {
        break;
      }
      // `85% free` against `85% used, 150GB free`: the word right after a figure is what it
      // measures, whatever the dimension of the figure that word names in the record.
      if (
        namesAnyValue(grammar, near, records, quantity) ||
        (index === unit.index + 1 &&
          (near.kind === "word" || near.kind === "han") &&
          claim.text.slice(unit.end, near.start).trim() === "" &&
          namesAnyValue(grammar, near, records, null))
      ) {
        counted += 1;
        keyed.push({ unit: near, distance: counted });
        if (isRecordName(grammar, near, records)) {
          nameUnits.push(near);
        }
        continue;
      }
      if (isStopper(grammar, near)) {
        break;
      }
      if (isName(grammar, near)) {
        nameUnits.push(near);
        break;
      }
      if (near.kind === "identifier") {
        break;
      }
      if (isLinking(grammar, near) || claim.hedged.has(near.index) || isKindNoun(near)) {
        continue;
      }
      if (near.kind === "word" || near.kind === "han") {
        if (grammar.forbidden.has(near.text)) {
          break;
        }
        if (isRecordName(grammar, near, records)) {
          nameUnits.push(near);
        } else {
          otherUnits.push(near);
        }
        counted += 1;
      }
    }
  }
  // `共计 50 个请求超时`: the noun after a number and its classifier, followed by an event, is
  // what the number counts; naming no value, it leaves the number bound to nothing counted.
  const classifier = claim.units[unit.index + 1];
  const counted = claim.units[unit.index + 2];
  if (
    classifier?.kind === "han" &&
    grammar.classifiers.has(classifier.text) &&
    counted !== undefined &&
    counted.clause === unit.clause &&
    otherUnits.includes(counted) &&
    countsEvents(claim, counted)
  ) {
    return { keyUnits: [], nearestKeyUnits: [], otherUnits: [counted], nameUnits: [] };
  }
  // `reached the 91% threshold`, `达到 87% 阈值`: a figure right before a key's noun, after an
  // article or a linking word, is that noun's.
  const after = keyed.find((candidate) => candidate.unit.index === unit.index + 1);
  const previous = claim.units[unit.index - 1];
  if (
    after !== undefined &&
    previous !== undefined &&
    previous.clause === unit.clause &&
    ((previous.kind === "word" && ATTRIBUTIVE_BEFORE.has(previous.text)) ||
      (previous.kind === "han" && grammar.linkingHan.has(previous.text)))
  ) {
    return { keyUnits: [after.unit], nearestKeyUnits: [after.unit], otherUnits, nameUnits };
  }
  // The side (or both sides, at equal distance) whose key words are nearest.
  const nearest = Math.min(...keyed.map((candidate) => candidate.distance));
  const sides = new Set(
    keyed
      .filter((candidate) => candidate.distance === nearest)
      .map((candidate) => Math.sign(candidate.unit.index - unit.index)),
  );
  // `/data has 45.2G left`: a name that is no key, apart from the figure by a linking word, is
  // the subject; the word on the other side says what the figure is.
  if (sides.size === 2) {
    const nearestOn = (side: number) =>
      keyed.filter(
        (candidate) =>
          candidate.distance === nearest && Math.sign(candidate.unit.index - unit.index) === side,
      );
    for (const side of [-1, 1]) {
      const subjects = nearestOn(side);
      if (
        subjects.every(
          (candidate) =>
            Math.abs(candidate.unit.index - unit.index) > 1 &&
            namesOnlyInProse(candidate.unit, records),
        ) &&
        nearestOn(-side).some((candidate) => candidate.unit.kind !== "identifier")
      ) {
        sides.delete(side);
        break;
      }
    }
  }
  // `The producer had 12034 errors`, `有 100 个请求`: after have, the noun right after the
  // figure says what it counts; the owner before have does not.
  const owner = claim.units[unit.index - 1];
  const measure = claim.units[unit.index + 1];
  const nounAt =
    measure?.kind === "han" && grammar.classifiers.has(measure.text)
      ? unit.index + 2
      : unit.index + 1;
  if (
    sides.size === 2 &&
    owner !== undefined &&
    HAVE_WORDS.has(owner.text) &&
    keyed.some((candidate) => candidate.unit.index === nounAt)
  ) {
    sides.delete(-1);
  }
  const onSides = keyed.filter((candidate) =>
    sides.has(Math.sign(candidate.unit.index - unit.index)),
  );
  return {
    keyUnits: onSides.map((candidate) => candidate.unit),
    nearestKeyUnits: onSides
      .filter((candidate) => candidate.distance === nearest)
      .map((candidate) => candidate.unit),
    otherUnits,
    nameUnits,
  };
}

/** Whether a claimed identifier is no key of the records (it names figures only in prose). */
function namesOnlyInProse(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
  return (
    unit.kind === "identifier" &&
    !records.some((record) => record.values.some((value) => value.key === unit.text))
  );
}

function isRecordName(
  grammar: Grammar,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): boolean {
  return records.some((record) => namesRecord(grammar, unit, record));
}

/** Whether a claim word is part of a record's own name (its alert or metric), in either language. */
function namesRecord(grammar: Grammar, unit: ClaimUnit, record: RecordAnalysis): boolean {
  if (unit.kind === "word") {
    return (
      record.nameStems.has(unit.stem) ||
      (record.nameHan !== "" &&
        (grammar.glossaryByStem.get(unit.stem) ?? []).some((term) => record.nameHan.includes(term)))
    );
  }
  if (unit.kind === "han") {
    return (
      (record.nameHan !== "" && record.nameHan.includes(unit.text)) ||
      hanNameStems(grammar, unit.text).some((stem) => record.nameStems.has(stem))
    );
  }
  return false;
}

function describe(value: RecordValue): string {
  return value.key === null ? `${value.value} in the text` : `${value.key}=${value.value}`;
}

/** Values named by the most key units (a value named by "connections" and "active" beats one named by "connections"). */
function bestNamedValues(
  grammar: Grammar,
  keyUnits: readonly ClaimUnit[],
  records: readonly RecordAnalysis[],
  quantity: Quantity,
): Array<{ record: RecordAnalysis; value: RecordValue }> {
  let best: Array<{ record: RecordAnalysis; value: RecordValue }> = [];
  let bestScore = 0;
  for (const record of records) {
    for (const value of record.values) {
      if (value.quantity === null || !sameKind(value.quantity, quantity)) {
        continue;
      }
      const score = keyUnits.filter((keyUnit) => unitNamesValue(grammar, keyUnit, value)).length;
      if (score === 0) {
        continue;
      }
      // An explicit key counts more than words that merely stand near a number in prose.
      const weighted = score * 2 + (value.key === null ? 0 : 1);
      if (weighted > bestScore) {
        best = [{ record, value }];
        bestScore = weighted;
      } else if (weighted === bestScore) {
        best.push({ record, value });
      }
    }
  }
  return best;
}

function ownNameValue(
  grammar: Grammar,
  nameUnits: readonly ClaimUnit[],
  records: readonly RecordAnalysis[],
  quantity: Quantity,
): { record: RecordAnalysis; value: RecordValue } | null {
  for (const record of records) {
    const named = nameUnits.some((nameUnit) =>
      nameUnit.kind === "identifier"
        ? record.hasIdentifier(nameUnit.text) ||
          nameParts(nameUnit.cased).every((part) => record.nameStems.has(wordStem(part)))
        : namesRecord(grammar, nameUnit, record),
    );
    if (!named) {
      continue;
    }
    const keyed = record.values.filter(
      (value) =>
        value.key !== null && value.quantity !== null && sameKind(value.quantity, quantity),
    );
    // `LeaseRenewer: Failed to renew lease ... for 235 seconds`: with no key of that kind, the
    // record's only such figure in its prose.
    const ofKind =
      keyed.length > 0
        ? keyed
        : record.values.filter(
            (value) => value.quantity !== null && sameKind(value.quantity, quantity),
          );
    const only = ofKind[0];
    if (ofKind.length === 1 && only !== undefined && valueStates(quantity, only, record)) {
      return { record, value: only };
    }
  }
  return null;
}

/**
 * Another keyed figure of the same record and kind that more words of the claimed figure's
 * phrase name than the key it states: `Stopping threads took 0.0309578 seconds` against `...
 * threads were stopped: 0.0309578 seconds, Stopping threads took: 0.0006832 seconds` names the
 * second key (stopping, threads, took) and gives it the first one's value. The phrase is the
 * words the figure is bound to and the run of words right before them, up to a figure, a name
 * or a conjunction.
 */
function betterNamedValue(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  keyUnits: readonly ClaimUnit[],
  record: RecordAnalysis,
  stated: RecordValue,
): RecordValue | null {
  const quantity = unit.quantity;
  if (quantity === null || stated.key === null) {
    return null;
  }
  // Only a phrase before the figure (`分区 10 积压从 3300`: 积压 after 10 is the next figure's).
  const before = keyUnits.filter((keyUnit) => keyUnit.index < unit.index);
  if (keyUnits.length > 0 && before.length === 0) {
    return null;
  }
  const words = [...before];
  const first = Math.min(unit.index, ...before.map((keyUnit) => keyUnit.index));
  for (let index = first - 1; index >= 0 && first - index <= PHRASE_REACH; index--) {
    const near = claim.units[index] as ClaimUnit;
    if (
      near.clause !== unit.clause ||
      (near.kind !== "word" && near.kind !== "han") ||
      PHRASE_JOINERS.has(near.text) ||
      (near.kind === "word"
        ? grammar.stopperStems.has(near.stem)
        : grammar.stopperHan.has(near.text))
    ) {
      break;
    }
    if (!grammar.framingStems.has(near.stem) && !grammar.framingHan.has(near.text)) {
      words.push(near);
    }
  }
  const naming = (value: RecordValue): number =>
    words.filter((word) => unitNamesValue(grammar, word, value)).length;
  const statedNaming = naming(stated);
  for (const value of record.values) {
    if (
      value !== stated &&
      value.key !== null &&
      value.quantity !== null &&
      value.quantity.dimension === quantity.dimension &&
      !valueStates(quantity, value, record) &&
      naming(value) > statedNaming
    ) {
      return value;
    }
  }
  return null;
}

/**
 * A claimed figure a record states: supported, unless its phrase names another key of the record
 * better (then a conflict).
 */
function statedOutcome(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  keyUnits: readonly ClaimUnit[],
  record: RecordAnalysis,
  value: RecordValue,
): QuantityOutcome {
  const better = betterNamedValue(grammar, claim, unit, keyUnits, record, value);
  if (better !== null) {
    return {
      outcome: "conflict",
      record,
      detail: `its phrase names ${describe(better)} better than ${describe(value)}`,
    };
  }
  const change = changeOutcome(claim, unit, record, value);
  if (change !== null) {
    return { outcome: "unsupported", detail: `the record gives ${describe(value)} ${change}` };
  }
  return { outcome: "supported", record, detail: `stated as ${describe(value)}` };
}

/** Another figure of the record, and the claim's words that name it. */
interface NamedValue {
  readonly words: string;
  readonly value: RecordValue;
}

/**
 * A word or Chinese term that is no framing: framing words (`state`) name a figure in prose
 * only as keys, and decide nothing of which figure a claim's is.
 */
function isContentWord(grammar: Grammar, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" && !grammar.framingStems.has(unit.stem)) ||
    (unit.kind === "han" && !grammar.framingHan.has(unit.text))
  );
}

/**
 * `sda 写入 120MB` against `sda 读取 120MB，写入 860MB`: the key words nearest a figure name
 * another figure of the record, and only words farther off name the one stated. Null when a
 * nearest word names the stated value, or names no other value of the record.
 */
function nearerNamedValue(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  quantity: Quantity,
  binding: QuantityBinding,
  record: RecordAnalysis,
): NamedValue | null {
  const names = (keyUnits: readonly ClaimUnit[], value: RecordValue) =>
    keyUnits.some((keyUnit) => unitNamesValue(grammar, keyUnit, value));
  // Figures of a run have their labels; `runLabelConflict` reads them.
  if (
    record.values.some(
      (value) => value.runLabel !== undefined && valueStates(quantity, value, record),
    )
  ) {
    return null;
  }
  const beside = besideAnother(grammar, claim, unit, quantity, binding, record);
  if (beside !== null) {
    return beside;
  }
  // A name's own figure (`boot_cmd 1971 targeting ...`) is named by the name.
  if (
    record.values.some(
      (value) => valueStates(quantity, value, record) && names(binding.nearestKeyUnits, value),
    )
  ) {
    return null;
  }
  const nearest = binding.nearestKeyUnits.filter((keyUnit) => isContentWord(grammar, keyUnit));
  const other = record.values.find(
    (value) =>
      value.quantity !== null &&
      value.quantity.dimension === quantity.dimension &&
      !valueStates(quantity, value, record) &&
      !dayOfMonth(record, value) &&
      names(nearest, value),
  );
  return other === undefined || nearest.length === 0
    ? null
    : { words: nearest.map((keyUnit) => keyUnit.text).join(" "), value: other };
}

/**
 * `eth1 tx 812 Mbps` against `eth1 rx 812 Mbps tx 96 Mbps`: a content word nearest the figure
 * that the record writes right beside another figure, and nowhere near the stated one, says the
 * figure is that other one's, where the stated figure has words of its own beside it; unless
 * another figure of the claim stands right beyond the word (`活跃 50 等待 37`: 等待 is 37's).
 */
function besideAnother(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  quantity: Quantity,
  binding: QuantityBinding,
  record: RecordAnalysis,
): NamedValue | null {
  for (const keyUnit of binding.nearestKeyUnits) {
    const content = isContentWord(grammar, keyUnit);
    const side = Math.sign(keyUnit.index - unit.index);
    const beyond = claim.units[keyUnit.index + side];
    const stated = record.values.filter((value) => valueStates(quantity, value, record));
    if (
      !content ||
      (beyond !== undefined && beyond.clause === unit.clause && beyond.kind === "quantity") ||
      stated.some((value) => unitNamesValue(grammar, keyUnit, value)) ||
      // The stated figure must have words of its own beside it for another's to mislead.
      !stated.some(
        (value) =>
          value.beside !== undefined &&
          (value.beside.names.size > 0 || value.beside.hanNames !== ""),
      )
    ) {
      continue;
    }
    const other = record.values.find(
      (value) =>
        value.beside !== undefined &&
        value.quantity !== null &&
        value.quantity.dimension === quantity.dimension &&
        !valueStates(quantity, value, record) &&
        unitNamesValue(grammar, keyUnit, { ...value, ...value.beside }),
    );
    if (other !== undefined) {
      return { words: keyUnit.text, value: other };
    }
  }
  return null;
}

const MONTH_AFTER = /^\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/u;

/** `30 May 12:50:13`: a day of the month, the figure of no key. */
function dayOfMonth(record: RecordAnalysis, value: RecordValue): boolean {
  return (
    value.key === null && MONTH_AFTER.test(record.text.slice(value.position, value.position + 8))
  );
}

/** How far back a figure's phrase reaches, in units. */
const PHRASE_REACH = 6;
/** Words that join two phrases: what stands before them is another figure's. */
const PHRASE_JOINERS = new Set(["and", "or", "but", "和", "与", "及", "或", "并", "以及", "而"]);

/** Checks one claimed quantity against the records in scope. */
export function checkQuantity(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
  binding: QuantityBinding = bindQuantity(grammar, claim, unit, records),
): QuantityOutcome {
  const quantity = unit.quantity;
  if (quantity === null) {
    return { outcome: "unsupported", detail: "not a number the Verifier can read" };
  }
  // A figure the record states twice (`RX 96 Mbps` of eth1 and `TX 96 Mbps` of eth0) is the
  // one whose label the claim gives, if any is.
  let inRun: QuantityOutcome | null = null;
  const runConflict = (record: RecordAnalysis, value: RecordValue): boolean => {
    const conflict = runLabelConflict(grammar, claim, unit, record, value);
    if (conflict !== null) {
      inRun ??= {
        outcome: "conflict",
        record,
        detail: `bound to ${JSON.stringify(conflict.words)}, which names ${describe(conflict.value)} in the record`,
      };
    }
    return conflict !== null;
  };
  if (binding.keyUnits.length > 0) {
    for (const record of records) {
      for (const value of record.values) {
        if (
          valueStates(quantity, value, record) &&
          binding.keyUnits.some((keyUnit) => unitNamesValue(grammar, keyUnit, value))
        ) {
          if (runConflict(record, value)) {
            continue;
          }
          const nearer = nearerNamedValue(grammar, claim, unit, quantity, binding, record);
          if (nearer !== null) {
            return {
              outcome: "unsupported",
              detail: `bound to ${JSON.stringify(nearer.words)}, which names ${describe(nearer.value)} in the record`,
            };
          }
          return statedOutcome(grammar, claim, unit, binding.keyUnits, record, value);
        }
      }
    }
    if (inRun !== null) {
      return inRun;
    }
    const named = bestNamedValues(grammar, binding.keyUnits, records, quantity);
    const keyed = named.find(({ value }) => value.key !== null);
    const words = binding.keyUnits.map((keyUnit) => keyUnit.text).join(" ");
    if (keyed !== undefined) {
      return {
        outcome: "conflict",
        record: keyed.record,
        detail: `bound to ${JSON.stringify(words)}, but the record says ${describe(keyed.value)}`,
      };
    }
    // Words that only stand near other numbers in prose: the record's own name may still bind it.
    const own =
      binding.nameUnits.length > 0
        ? ownNameValue(grammar, binding.nameUnits, records, quantity)
        : null;
    if (own !== null) {
      return {
        outcome: "supported",
        record: own.record,
        detail: `stated as ${describe(own.value)}`,
      };
    }
    return {
      outcome: "unsupported",
      detail: `bound to ${JSON.stringify(words)}, whose value in the record is another`,
    };
  }
  if (binding.nameUnits.length > 0 && binding.otherUnits.length === 0) {
    const own = ownNameValue(grammar, binding.nameUnits, records, quantity);
    if (own !== null) {
      return {
        outcome: "supported",
        record: own.record,
        detail: `the only ${quantity.dimension} value of the record named ${JSON.stringify(binding.nameUnits[0]?.text ?? "")}: ${describe(own.value)}`,
      };
    }
  }
  if (binding.otherUnits.length > 0 || binding.nameUnits.length > 0) {
    const words = [...binding.nameUnits, ...binding.otherUnits].map((near) => near.text).join(" ");
    return {
      outcome: "unsupported",
      detail: `bound to ${JSON.stringify(words)}, which names no key of the cited records`,
    };
  }
  for (const record of records) {
    for (const value of record.values) {
      // An audit record's serial is its name, stated only where the claim names it.
      if (value.key === AUDIT_RECORD_KEY) {
        continue;
      }
      if (valueStates(quantity, value, record) && !runConflict(record, value)) {
        return statedOutcome(grammar, claim, unit, binding.keyUnits, record, value);
      }
    }
  }
  return (
    inRun ?? { outcome: "unsupported", detail: "no cited record of this subject states this value" }
  );
}

/**
 * Whether the noun a count stands before is followed by an event (`50 requests timed out`,
 * `50 个请求超时`): the count is then of events, which a pool's `total=50` is not. `total=20
 * connections with waiting=9` counts what the total counts.
 */
export function countsEvents(claim: ClaimAnalysis, noun: ClaimUnit): boolean {
  // `请求超时` is a noun and its event in one word.
  if (noun.kind === "han" && [...EVENT_WORDS].some((word) => hasEventSuffix(noun.text, word))) {
    return true;
  }
  const event = claim.units[noun.index + 1];
  return (
    event !== undefined &&
    event.clause === noun.clause &&
    (event.kind === "word" || event.kind === "han") &&
    EVENT_WORDS.has(event.kind === "han" ? event.text : event.stem)
  );
}

function hasEventSuffix(text: string, word: string): boolean {
  return text.length > word.length && text.endsWith(word);
}

/** Words saying something happened to each thing counted. */
const EVENT_WORDS = new Set([
  ..."timeout fail failed error drop reject retri crash restart die expir abort cancel".split(" "),
  ..."超时 失败 报错 出错 丢弃 拒绝 重试 崩溃 重启 过期 中止 取消".split(" "),
]);

/** Nouns of what an event happens to (`timed out requests`, 超时请求). */
const EVENT_NOUNS = new Set(
  "request call connection job task query message 请求 调用 连接 任务 查询 消息".split(" "),
);
/** Words that make the number after them a total of what came before (`totaled`, 合计). */
const TOTAL_WORDS = new Set("total sum count 合计 总数 共计 总计 总共".split(" "));

function isEvent(unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" || unit.kind === "han") &&
    EVENT_WORDS.has(unit.kind === "han" ? unit.text : unit.stem)
  );
}

function isEventNoun(unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" || unit.kind === "han") &&
    EVENT_NOUNS.has(unit.kind === "han" ? unit.text : unit.stem)
  );
}

/**
 * `timed out requests totaled 50`, `超时请求合计 50 个`, `timed-out requests: total=50`: a total
 * after the events it counts says how many happened, which only a record that counts those
 * events states (a pool's `total=50` counts its connections, not its timeouts).
 */
export function checkCountedAfter(
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): string | null {
  const quantity = unit.quantity;
  if (quantity === null) {
    return null;
  }
  // Read back from the figure: [total word] [event noun] [event], skipping 的/为/is.
  const skip = new Set(["的", "为", "是", "is", "was", "were", "are", "of"]);
  let at = unit.index - 1;
  const previous = (): ClaimUnit | undefined => {
    while (at >= 0 && skip.has(claim.units[at]?.text ?? "")) {
      at -= 1;
    }
    const found = claim.units[at];
    at -= 1;
    return found;
  };
  if (!(unit.kind === "keyValue" && TOTAL_WORDS.has(unit.key ?? ""))) {
    const total = previous();
    if (total === undefined || !TOTAL_WORDS.has(total.kind === "word" ? total.stem : total.text)) {
      return null;
    }
  }
  const noun = previous();
  const event = previous();
  if (
    noun === undefined ||
    event === undefined ||
    !isEventNoun(noun) ||
    !isEvent(event) ||
    unit.clause - event.clause > 1
  ) {
    return null;
  }
  const eventName = event.kind === "han" ? event.text : event.stem;
  const counted = records.some((record) =>
    record.values.some(
      (value) =>
        value.quantity !== null &&
        value.quantity.canonical === quantity.canonical &&
        (value.names.has(eventName) || value.hanNames.includes(eventName)),
    ),
  );
  return counted
    ? null
    : `counts the ${JSON.stringify(event.text)} events, which no cited record counts`;
}
