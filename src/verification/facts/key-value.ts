/**
 * Key-value facts: `waiting=37`, `latency_ms=3480`, `status: 404`, `活跃连接=50/50`. A claimed
 * pair is supported by a record's pair of the same key (by name: `latency` names `latency_ms`,
 * 等待 names `waiting` through the glossary) and the same value (quantities after unit
 * conversion; `50/50` by `active=50` with `total=50`); the same key with another value is a
 * conflict. Also decides which record values a claim word names, which is how a number in
 * prose is bound to its key.
 */

import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type Grammar, hasHan, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis, RecordValue } from "../record-analysis.js";
import { keyNameStems } from "../record-analysis.js";
import { nameParts } from "../text/tokenize.js";
import { sameEntity } from "./identifier.js";
import { isZero, type Quantity, sameQuantity } from "./quantity.js";

/** Key names under which a record gives a total (the denominator of `50/50`). */
const TOTAL_NAMES = new Set(
  "total max maximum limit capacity size pool_size maxpoolsize".split(" ").map(wordStem),
);

/** Words of a glossary rendering that name nothing (`out of memory`: memory names, of does not). */
const FUNCTION_WORDS = new Set("a an the of to in on at by for with and or is are be".split(" "));

const MEMO_LIMIT = 10_000;

/**
 * A pure function of the grammar and one string, memoized per grammar by that string (bounded:
 * a full memo starts over). Its results are shared, so they are read-only.
 */
function memoizedPerGrammar<Result>(
  compute: (grammar: Grammar, text: string) => Result,
): (grammar: Grammar, text: string) => Result {
  const memos = new WeakMap<Grammar, Map<string, Result>>();
  return (grammar, text) => {
    let memo = memos.get(grammar);
    if (memo === undefined) {
      memo = new Map();
      memos.set(grammar, memo);
    }
    let result = memo.get(text);
    if (result === undefined) {
      result = compute(grammar, text);
      if (memo.size >= MEMO_LIMIT) {
        memo.clear();
      }
      memo.set(text, result);
    }
    return result;
  };
}

/** Stems an English claim word stands for as a key name: itself and its synonyms. */
const wordNameStems = memoizedPerGrammar(computeWordNameStems);

function computeWordNameStems(grammar: Grammar, stem: string): readonly string[] {
  const stems = [stem];
  for (const member of grammar.synonyms.get(stem) ?? []) {
    if (member.words.length === 1 && member.words[0] !== undefined) {
      stems.push(wordStem(member.words[0]));
    }
  }
  return stems;
}

/** English stems a Chinese claim word stands for: its glossary renderings and synonyms. */
export const hanNameStems: (grammar: Grammar, term: string) => readonly string[] =
  memoizedPerGrammar((grammar, term) => hanNameWords(grammar, term).map(([stem]) => stem));

/** The English words (with their stems) a Chinese term renders, as `hanNameStems` reads them. */
export const hanNameWords: (
  grammar: Grammar,
  term: string,
) => ReadonlyArray<readonly [string, string]> = memoizedPerGrammar(computeHanNameWords);

function computeHanNameWords(grammar: Grammar, term: string): Array<readonly [string, string]> {
  const words: Array<readonly [string, string]> = [];
  for (const phrase of grammar.glossary.get(term)?.english ?? []) {
    for (const word of phrase) {
      if (!FUNCTION_WORDS.has(word)) {
        words.push([wordStem(word), word]);
      }
    }
  }
  for (const member of grammar.synonyms.get(term) ?? []) {
    if (member.words.length === 1 && member.words[0] !== undefined) {
      words.push([wordStem(member.words[0]), member.words[0]]);
    }
  }
  return words;
}

/** Whether a claim unit names a record value (as its key, or a word around it in prose). */
export function unitNamesValue(grammar: Grammar, unit: ClaimUnit, value: RecordValue): boolean {
  switch (unit.kind) {
    case "word":
      return (
        wordNameStems(grammar, unit.stem).some((stem) => value.names.has(stem)) ||
        (value.hanNames !== "" &&
          ((grammar.glossaryByStem.get(unit.stem) ?? []).some((term) =>
            value.hanNames.includes(term),
          ) ||
            (grammar.synonyms.get(unit.stem) ?? []).some(
              (member) => member.han !== null && value.hanNames.includes(member.han),
            )))
      );
    case "han":
      return (
        (value.hanNames !== "" && value.hanNames.includes(unit.text)) ||
        hanNameStems(grammar, unit.text).some((stem) => value.names.has(stem))
      );
    case "identifier": {
      if (value.key === unit.text) {
        return true;
      }
      // `completedMapsForReduceSlowstart`: its framing parts (`for`) name nothing.
      const parts = nameParts(unit.cased)
        .map(wordStem)
        .filter((part) => !grammar.framingStems.has(part));
      return (
        parts.length > 0 &&
        (parts.every((part) => value.names.has(part)) || value.names.has(unit.text))
      );
    }
    default:
      return false;
  }
}

/** Whether a claimed ratio is stated as a numerator under a key and a total beside it. */
export function ratioSupportedBy(
  claimed: Quantity,
  value: RecordValue,
  record: RecordAnalysis,
): boolean {
  if (claimed.ratio === null || value.quantity === null || value.quantity.ratio !== null) {
    return false;
  }
  if (
    value.quantity.dimension !== "count" ||
    value.quantity.canonical !== claimed.ratio.numerator
  ) {
    return false;
  }
  return record.values.some(
    (other) =>
      other !== value &&
      other.key !== null &&
      other.quantity !== null &&
      other.quantity.canonical === claimed.ratio?.denominator &&
      [...other.names].some((name) => TOTAL_NAMES.has(name)) &&
      !outsideTheTotal(value, other, record),
  );
}

/** How many other counts of a record are tried as the parts of its total. */
const MOST_PARTS = 10;

/**
 * Whether other counts of the record already make up its total without this one, so that it
 * counts something outside it: `total=50, active=50, idle=0, waiting=37` has active + idle =
 * total, and waiting (threads queued for a connection) is not 37 of the pool's 50. A zero is
 * part of any sum and says nothing.
 */
function outsideTheTotal(part: RecordValue, total: RecordValue, record: RecordAnalysis): boolean {
  const whole = total.quantity?.canonical ?? 0;
  if (part.quantity === null || part.quantity.canonical === 0) {
    return false;
  }
  const others = record.values
    .filter(
      (other) =>
        other !== part &&
        other !== total &&
        other.key !== null &&
        other.quantity?.dimension === "count" &&
        other.quantity.ratio === null &&
        other.quantity.canonical > 0,
    )
    .map((other) => other.quantity?.canonical ?? 0)
    .slice(0, MOST_PARTS);
  for (let subset = 1; subset < 1 << others.length; subset++) {
    let sum = 0;
    others.forEach((count, position) => {
      if ((subset >> position) & 1) {
        sum += count;
      }
    });
    if (sum === whole) {
      return true;
    }
  }
  return false;
}

/** Whether a record value states the claimed quantity. */
export function valueStates(
  claimed: Quantity,
  value: RecordValue,
  record: RecordAnalysis,
): boolean {
  return (
    value.quantity !== null &&
    (sameQuantity(claimed, value.quantity) || ratioSupportedBy(claimed, value, record))
  );
}

/** The outcome of checking one claimed `key=value` against the records in scope. */
export type KeyValueOutcome =
  | { readonly outcome: "supported"; readonly record: RecordAnalysis; readonly detail: string }
  | { readonly outcome: "conflict"; readonly record: RecordAnalysis; readonly detail: string }
  | { readonly outcome: "unsupported"; readonly detail: string };

export function keyMatches(grammar: Grammar, claimedKey: string, value: RecordValue): boolean {
  if (value.key === null) {
    return false;
  }
  if (value.key === claimedKey) {
    return true;
  }
  // A Chinese key (`等待`) names an English one through the glossary, and the reverse.
  if (hasHan(claimedKey)) {
    if (value.hanNames !== "" && value.hanNames.includes(claimedKey)) {
      return true;
    }
    const stems = hanNameStems(grammar, claimedKey);
    return stems.length > 0 && stems.some((stem) => value.names.has(stem));
  }
  const claimed = keyNameStems(grammar, claimedKey);
  if (claimed.size === 0) {
    return false;
  }
  if ([...claimed].every((stem) => value.names.has(stem))) {
    return true;
  }
  return (
    value.hanNames !== "" &&
    [...claimed].some((stem) =>
      (grammar.glossaryByStem.get(stem) ?? []).some((term) => value.hanNames.includes(term)),
    )
  );
}

function sameText(claimed: string, recorded: string): boolean {
  return claimed === recorded || sameEntity(claimed, recorded);
}

/** Checks a claimed `key=value` pair against the records in scope (first match decides). */
export function checkKeyValue(
  grammar: Grammar,
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): KeyValueOutcome {
  const key = unit.key ?? "";
  const claimedValue = unit.value ?? "";
  let conflict: KeyValueOutcome | null = null;
  for (const record of records) {
    for (const value of record.values) {
      if (!keyMatches(grammar, key, value)) {
        continue;
      }
      const stated =
        unit.quantity !== null && value.quantity !== null
          ? valueStates(unit.quantity, value, record)
          : sameText(claimedValue, value.value);
      if (stated) {
        return { outcome: "supported", record, detail: `stated as ${value.key}=${value.value}` };
      }
      conflict ??= {
        outcome: "conflict",
        record,
        detail: `the record says ${value.key}=${value.value}`,
      };
    }
  }
  return (
    conflict ?? {
      outcome: "unsupported",
      detail: `no cited record of this subject gives ${JSON.stringify(key)}`,
    }
  );
}

/** Whether a negated key is stated as zero (`no waiting` against `waiting=0`), or null. */
export function negatedKeyOutcome(
  grammar: Grammar,
  unit: ClaimUnit,
  record: RecordAnalysis,
): { readonly zero: boolean; readonly value: RecordValue } | null {
  for (const value of record.values) {
    // `SQL Error: 0` is a code: it neither answers nor contradicts `no error`.
    if (value.key === null || value.quantity === null || grammar.codeKeys.has(value.key)) {
      continue;
    }
    if (unitNamesValue(grammar, unit, value)) {
      // `loaded from disk: 0.000 seconds` took no time; it does not say nothing was loaded.
      if (isZero(value.quantity) && value.quantity.dimension !== "count") {
        continue;
      }
      return { zero: isZero(value.quantity), value };
    }
  }
  return null;
}

/** `SQLState: null`, `reason=none`: a key the record gives no figure. */
const NO_FIGURE = /^\s*[=:]\s*(?:null|none|nil|n\/a|undefined|unknown)(?![\p{L}\p{N}_])/u;

/**
 * `SQLState 为 0` against `SQL Error: 0, SQLState: null`: a figure given to a key the record
 * says has none (null, none, n/a) is not the record's; the record's figure is another key's.
 */
export function checkFiguresOfEmptyKeys(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    if (unit.kind !== "quantity" || unit.quantity === null) {
      continue;
    }
    let index = unit.index - 1;
    while (
      index >= 0 &&
      check.claim.units[index]?.clause === unit.clause &&
      isLinkingUnit(check, check.claim.units[index] as ClaimUnit)
    ) {
      index--;
    }
    const key = check.claim.units[index];
    if (
      key === undefined ||
      key.clause !== unit.clause ||
      (key.kind !== "word" && key.kind !== "identifier") ||
      !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(key.text)
    ) {
      continue;
    }
    for (const record of check.records) {
      const text = record.text;
      let empty: string | undefined;
      for (let at = text.indexOf(key.text); at !== -1; at = text.indexOf(key.text, at + 1)) {
        if (/[\p{L}\p{N}_]/u.test(text[at - 1] ?? " ")) {
          continue;
        }
        empty = NO_FIGURE.exec(text.slice(at + key.text.length, at + key.text.length + 16))?.[0];
        if (empty !== undefined) {
          break;
        }
      }
      if (empty !== undefined) {
        check.conflict(
          unit,
          "fact_conflict",
          record,
          `${JSON.stringify(unit.text)} is given to ${JSON.stringify(key.text)}, which the record gives no figure (${empty.replace(/^\s*[=:]\s*/u, "")})`,
        );
        break;
      }
    }
  }
}

/** Values that say nothing without their key (`suppressed=false`, `auth=none`, `scope=all`). */
const BARE_VALUE_WORDS =
  "true false none null nil yes no on off all any unknown empty enabled disabled n/a async sync";
const ALL_BARE_VALUES = BARE_VALUE_WORDS.split(" ");
const BARE_VALUES = new Set(ALL_BARE_VALUES);
/** Bare values that say the same of a switch. */
const SAME_SETTING: ReadonlyArray<readonly string[]> = [
  ["enabled", "on", "true", "yes"],
  ["disabled", "off", "false", "no"],
];
/** Words between keys and the value given them (`gzip is on`, `tls 已启用`, `都为 off`). */
const SETTING_LINKS = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "now",
  "both",
  "all",
  "set",
  "to",
  "为",
  "是",
  "已",
  "的",
  "都",
  "均",
  "设置为",
  "设为",
]);
/** Words that join keys given one value (`sasl 与 tls 已启用`, `sendfile and gzip are on`). */
const KEY_JOINERS = new Set(["and", "or", "与", "和", "及", "或", "以及"]);

/**
 * `sendfile and gzip are on` against `gzip off; sendfile on`: the keys a claim gives a bare
 * value (those right before it, joined by and/与) must have that value (or one saying the same of
 * a switch) where the record gives them a bare value. The first key given another value, or null.
 */
function givenToOtherValue(
  check: ClaimCheck,
  unit: ClaimUnit,
  words: readonly string[],
): { record: RecordAnalysis; value: RecordValue } | null {
  const same = new Set(
    words.flatMap((word) => SAME_SETTING.find((group) => group.includes(word)) ?? [word]),
  );
  for (const record of check.records) {
    const recorded = ALL_BARE_VALUES.flatMap((word) => keysValued(check.grammar, record, word));
    if (recorded.length === 0) {
      continue;
    }
    // After a key, only a joiner leads on to another key given the same value (`screen status
    // unknown`: screen qualifies status).
    let afterKey = false;
    for (let index = unit.index - 1; index >= 0; index--) {
      const before = check.claim.units[index] as ClaimUnit;
      if (before.clause !== unit.clause) {
        break;
      }
      if (KEY_JOINERS.has(before.text)) {
        afterKey = false;
        continue;
      }
      if (afterKey) {
        break;
      }
      const keyed = recorded.filter((value) => unitNamesValue(check.grammar, before, value));
      if (keyed.length > 0) {
        if (!keyed.some((value) => same.has(value.value))) {
          return { record, value: keyed[0] as RecordValue };
        }
        afterKey = true;
        continue;
      }
      if (!SETTING_LINKS.has(before.text)) {
        break;
      }
    }
  }
  return null;
}

/**
 * Chinese words of a switch's setting and the values they render (`tls 已禁用` against
 * `tls=enabled auth=disabled`).
 */
const ENABLED = ["enabled", "on", "true", "yes"];
const DISABLED = ["disabled", "off", "false", "no"];
const HAN_BARE_VALUES: ReadonlyMap<string, readonly string[]> = new Map([
  ...["启用", "已启用", "开启", "已开启", "打开", "已打开", "开"].map(
    (word) => [word, ENABLED] as const,
  ),
  ...["禁用", "已禁用", "关闭", "已关闭", "停用", "已停用", "关"].map(
    (word) => [word, DISABLED] as const,
  ),
]);

/**
 * `告警是 false 的` against `suppressed=false`, `errors 为 none` against `auth=none errors=12`:
 * a word a record writes only as some keys' value says something only of those keys, so the
 * claim must name one of them in the word's clause.
 */
export function checkBareValues(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const words = BARE_VALUES.has(unit.text) ? [unit.text] : HAN_BARE_VALUES.get(unit.text);
    if (
      words === undefined ||
      account === null ||
      account === undefined ||
      (account.outcome !== "supported" && account.outcome !== "framing")
    ) {
      continue;
    }
    const given = givenToOtherValue(check, unit, words);
    if (given !== null) {
      check.conflict(
        unit,
        "fact_conflict",
        given.record,
        `the record gives ${given.value.key}=${given.value.value}`,
        "key_value",
      );
      continue;
    }
    const values = check.records.flatMap((record) =>
      words.flatMap((word) => keysValued(check.grammar, record, word)),
    );
    if (
      values.length === 0 ||
      check.records.some((record) => words.some((word) => writesOutsideValues(record.text, word)))
    ) {
      continue;
    }
    const named = check.claim.units.some(
      (other) =>
        other.clause === unit.clause &&
        other !== unit &&
        values.some((value) => unitNamesValue(check.grammar, other, value)),
    );
    if (!named) {
      const keys = [...new Set(values.map((value) => `${value.key}=${value.value}`))].join(", ");
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is what the record gives ${keys}; the claim does not say it of that key`,
        "key_value",
      );
    }
  }
}

/**
 * `key=word`, `key="word"`, `"key": word`, `SQLState: null` and `gzip off;` (at the end of its
 * clause): a word written as a key's whole value (not the first
 * word of `msg="no healthy upstream"`); `suppressed=false` reads `not
 * suppressed false` once normalized (the negation spellings), which is the key's value too.
 */
/** Words of prose that stand before a value word without being its key (`is not enabled`). */
const PROSE_BEFORE_VALUE =
  "not|is|are|was|were|be|been|being|the|a|an|to|and|or|of|in|on|at|it|this|that|set|turned|switched|now|still|also|already|say|says|said|answer|answered|reply|replied";

function valuedPattern(word: string): RegExp {
  return new RegExp(
    `(?:(?<![\\p{L}\\p{N}_.\\-])(\\p{L}[\\p{L}\\p{N}_.\\-]*)"?\\s*=\\s*|"(\\p{L}[\\p{L}\\p{N}_.\\-]*)"\\s*:\\s*|\\bnot (\\p{L}[\\p{L}_]{0,39}) )(?:${word}(?![\\p{L}\\p{N}_\\-.])|"${word}")|(?<![\\p{L}\\p{N}_.\\-])(\\p{L}[\\p{L}\\p{N}_.\\-]*)\\s*:\\s*${word}(?=\\s*(?:[,;)\\]}]|$))|(?<=^|[\\s,;\\]])(?!(?:${PROSE_BEFORE_VALUE}) )([a-z][a-z0-9_.\\-]*) ${word}(?=\\s*(?:[,;)\\]}]|$))`,
    "gu",
  );
}

/** The record's keys whose value is the word, as values a claim unit may name. */
function keysValued(grammar: Grammar, record: RecordAnalysis, word: string): RecordValue[] {
  return [...record.text.matchAll(valuedPattern(word))].map((match) => {
    const key = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? "";
    return {
      key,
      names: keyNameStems(grammar, key),
      hanNames: "",
      value: word,
      quantity: null,
      position: match.index ?? 0,
    };
  });
}

/**
 * `sync_binlog 为 ROW` against `binlog_format=ROW，sync_binlog=0`: a claim that gives a key
 * (`K 为 V`, `K is V`, `K=V`) a word the record writes only as other keys' whole value, where
 * the record gives that key a value of its own, moves the value between keys.
 */
export function checkValuesOfOtherKeys(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if ((unit.kind !== "word" && unit.kind !== "identifier") || account?.outcome !== "supported") {
      continue;
    }
    let index = unit.index - 1;
    while (
      index >= 0 &&
      check.claim.units[index]?.clause === unit.clause &&
      VALUE_LINKS.has(check.claim.units[index]?.text ?? "")
    ) {
      index--;
    }
    const key = check.claim.units[index];
    if (key === undefined || key.clause !== unit.clause || index === unit.index - 1) {
      continue;
    }
    for (const record of check.records) {
      const valued = keysValued(check.grammar, record, unit.text);
      const own = ownValue(record.text, key.text);
      if (
        valued.length > 0 &&
        own !== null &&
        own !== unit.text &&
        !valued.some((value) => value.key === key.text) &&
        !writesOutsideValues(record.text, unit.text)
      ) {
        check.unsupported(
          unit,
          "fact_unsupported",
          `${quote(unit.text)} is what the record gives ${valued[0]?.key ?? ""}; it gives ${key.text}=${own}`,
          "key_value",
        );
        break;
      }
    }
  }
}

/** Words between a key and the value a claim gives it (`K 为 V`, `K is V`). */
const VALUE_LINKS = new Set(["为", "是", "is", "was", "=", "equals"]);

/** The value a record gives a key (`sync_binlog=0` -> `0`), or null. */
function ownValue(text: string, key: string): string | null {
  const at = text.indexOf(`${key}=`);
  if (at === -1 || /[\p{L}\p{N}_.-]/u.test(text[at - 1] ?? " ")) {
    return null;
  }
  return /^"?([^\s,;"，；]+)/u.exec(text.slice(at + key.length + 1))?.[1] ?? null;
}

/** Whether a text writes a word other than as a key's value (`auth=none`, `state: on`). */
function writesOutsideValues(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${word}(?![\\p{L}\\p{N}_])`, "u").test(
    text.replace(valuedPattern(word), " "),
  );
}

function isLinkingUnit(check: ClaimCheck, unit: ClaimUnit): boolean {
  return unit.kind === "word"
    ? check.grammar.linkingStems.has(unit.stem) || check.grammar.framingStems.has(unit.stem)
    : unit.kind === "han" &&
        (check.grammar.linkingHan.has(unit.text) || check.grammar.framingHan.has(unit.text));
}

/** Parts of a key's name that make it a setting, not an event (`failureThreshold`, `max_retries`). */
const SETTING_PARTS = new Set([
  "threshold",
  "max",
  "min",
  "limit",
  "timeout",
  "interval",
  "period",
  "priority",
  "adj",
  "score",
  "ttl",
  "capacity",
  "quota",
  "budget",
  "backoff",
  "delay",
  "window",
]);
const SETTING_STEMS = new Set([...SETTING_PARTS].map(wordStem));
/** Words by which a claim says it speaks of a setting. */
const SETTING_WORDS =
  /threshold|\bmax|\bmin|limit|timeout|interval|period|priority|\bscore|\bttl\b|capacity|quota|budget|backoff|delay|window|setting|config|阈值|上限|下限|最大|最小|限制|超时|间隔|周期|优先级|配置|设置|参数/u;

/**
 * `readiness probe failed 3 times` against `failureThreshold=3`, `pg 发生死锁` against
 * `deadlock_timeout=1s`: a word a line writes only in the name of a setting (a key named for a
 * threshold, a maximum, a timeout ...) says nothing happened; a claim that takes it and speaks
 * of no setting is unsupported.
 */
export function checkSettingNames(check: ClaimCheck): void {
  if (SETTING_WORDS.test(check.claim.text)) {
    return;
  }
  for (const record of check.records) {
    const settings = record.values.filter((value) => {
      if (value.key === null) {
        return false;
      }
      return [...value.names].some((name) => SETTING_STEMS.has(name));
    });
    if (settings.length === 0) {
      continue;
    }
    for (const unit of check.claim.units) {
      const account = check.accounts[unit.index];
      if (
        account?.outcome !== "supported" ||
        account.record !== record ||
        (unit.kind !== "word" && unit.kind !== "han")
      ) {
        continue;
      }
      const stems = unit.kind === "han" ? hanNameStems(check.grammar, unit.text) : [unit.stem];
      const inSetting = settings.find((value) => unitNamesValue(check.grammar, unit, value));
      // `attempt=4 max_attempts=10`: a key of its own names it too.
      const ownKey = record.values.some(
        (value) =>
          value.key !== null &&
          !settings.includes(value) &&
          unitNamesValue(check.grammar, unit, value),
      );
      if (inSetting === undefined || ownKey) {
        continue;
      }
      // The word written anywhere but in key names is the line's own.
      const outside = record.text.replace(/[\w.-]+=[^\s,;]*/gu, " ");
      const outsideStems = new Set(
        (outside.match(/[\p{L}]+/gu) ?? []).map((word) => wordStem(word)),
      );
      // A word written outside the keys in any of its forms (`probe failed, failureThreshold=3`);
      // a Chinese word by the rendering that names the setting (重试 by `retry policy`).
      const written =
        unit.kind === "word"
          ? wordNameStems(check.grammar, unit.stem).some((stem) => outsideStems.has(stem)) ||
            outsideStems.has(unit.stem)
          : stems.some((stem) => inSetting.names.has(stem) && outsideStems.has(stem));
      if (written || (unit.kind === "han" && outside.includes(unit.text))) {
        continue;
      }
      check.unsupported(
        unit,
        "fact_unsupported",
        `${record.label} writes ${quote(unit.text)} only in the name of the setting ${inSetting.key}`,
        "key_value",
      );
    }
  }
}
