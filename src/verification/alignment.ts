/**
 * Alignment: accounting for each unit of a claim. A word, Chinese word or identifier is
 * aligned when a cited record of the claim's subject has it (after normalization and stemming)
 * or has it through a documented equivalence (a synonym, a glossary term in either direction,
 * an identifier's name parts); otherwise it may be framing vocabulary; anything else is
 * unsupported. Matching comes first: a word the record has is aligned whatever its category.
 *
 * Per-record scope: the entities a claim names (services, hosts, pods, instances, blocks)
 * decide which records may support each unit. A unit is governed by the nearest entity before
 * it in its clause (else after it, else the nearest before it in the claim); only records that
 * mention that entity, or mention no entity at all, may support it.
 */
import type { ClaimAnalysis, ClaimUnit } from "./claim-analysis.js";
import { entityKey, entityKindOf, sameEntity } from "./facts/identifier.js";
import { prefixNegatedStem } from "./facts/negation.js";
import { markedRole, roleOfKey, SUBJECT_ROLE } from "./facts/role.js";
import {
  type Grammar,
  hasHan,
  negatorReachBefore,
  type SynonymMember,
  wordStem,
} from "./grammar/grammar.js";
import { NAMING_NOUNS } from "./grammar/vocabulary.js";
import type { RecordAnalysis } from "./record-analysis.js";
import { compoundParts } from "./text/chinese.js";
import { nameParts } from "./text/tokenize.js";

/**
 * Whether a rendering (`connection pool`, `not available`) aligns: every word of it is in the
 * record, except framing words between content words; a rendering of framing words only
 * (`log in`) needs all its words, or it would align to any record.
 */
function phraseAligned(
  grammar: Grammar,
  words: readonly string[],
  record: RecordAnalysis,
): boolean {
  // `not active` (不活跃): the record must negate what the phrase negates.
  // `stopped` with no gerund after it (停顿) is a verb of its own, not a negator.
  const negatorAt = words.findIndex(
    (word, at) => negatorReachBefore(grammar, word, words[at + 1]) !== undefined,
  );
  if (negatorAt !== -1) {
    const negated = words
      .slice(negatorAt + 1)
      .filter((word) => !grammar.framingStems.has(wordStem(word)));
    return (
      negated.length > 0 &&
      negated.every((word) => record.polarityOf(wordStem(word), word)?.negated === true)
    );
  }
  const present = (word: string): boolean =>
    /[\p{N}\-_.:/]/u.test(word) ? record.hasIdentifier(word) : record.hasStem(wordStem(word));
  const content = words.filter((word) => !grammar.framingStems.has(wordStem(word)));
  return content.length > 0 ? content.every(present) : words.length > 0 && words.every(present);
}

/**
 * Another name of the unit a word names, written as a word of the record: `seconds` or 秒
 * where the record says `secs` (`1.542/2.492 secs`, a ratio that carries no unit of its own).
 */
function sameUnitName(grammar: Grammar, word: string, record: RecordAnalysis): string | null {
  const definition = grammar.units.get(word);
  if (definition === undefined) {
    return null;
  }
  const named = definition.names.find(
    (name) =>
      name !== word && (hasHan(name) ? record.hasHanTerm(name) : record.hasStem(wordStem(name))),
  );
  return named === undefined ? null : `the same unit as ${JSON.stringify(named)}`;
}

function memberAligned(grammar: Grammar, member: SynonymMember, record: RecordAnalysis): boolean {
  return member.han !== null
    ? record.hasHanTerm(member.han)
    : phraseAligned(grammar, member.words, record);
}

/** A name of two or more dots (`com.example.Foo`, `jetbrains.buildServer.SERVER`). */
const DOTTED_NAME = /^[\p{L}_$][\w$-]*(?:\.[\p{L}_$][\w$-]*){2,}$/u;

/**
 * How a word, Chinese word or identifier aligns to one record (`word`, `synonym of ...`,
 * `glossary ...`, `name parts`), or null when it does not.
 */
export function alignUnit(
  grammar: Grammar,
  unit: ClaimUnit,
  record: RecordAnalysis,
): string | null {
  switch (unit.kind) {
    case "word": {
      const stem = unit.stem;
      if (record.hasStem(stem)) {
        return "the same word";
      }
      // `unreachable` where the record says `not reachable`.
      const negatedBase = prefixNegatedStem(unit.text);
      if (negatedBase !== null && record.polarityOf(negatedBase)?.negated === true) {
        return "the record negates its stem";
      }
      for (const member of grammar.synonyms.get(stem) ?? []) {
        if (memberAligned(grammar, member, record)) {
          return `synonym ${JSON.stringify(member.han ?? member.words.join(" "))}`;
        }
      }
      if (record.han) {
        for (const term of grammar.glossaryByStem.get(stem) ?? []) {
          if (record.hasHanTerm(term)) {
            return `glossary ${JSON.stringify(term)}`;
          }
        }
      }
      return sameUnitName(grammar, unit.text, record);
    }
    case "han": {
      if (record.hasHanTerm(unit.text)) {
        return "the same word";
      }
      for (const phrase of grammar.glossary.get(unit.text)?.english ?? []) {
        // 休眠 is not `org.hibernate`, 启动 not `(Concurrent Start)`: a translation needs a word.
        if (phrase.every((word) => record.onlyInNames(wordStem(word)))) {
          continue;
        }
        // 收到 (`got`) is not an access line's method `"GET /reviews/0`.
        if (
          phrase.length === 1 &&
          wordStem(phrase[0] ?? "") === "get" &&
          !GET_AS_VERB.test(record.text)
        ) {
          continue;
        }
        if (phraseAligned(grammar, phrase, record)) {
          return `glossary ${JSON.stringify(phrase.join(" "))}`;
        }
      }
      for (const member of grammar.synonyms.get(unit.text) ?? []) {
        if (memberAligned(grammar, member, record)) {
          return `synonym ${JSON.stringify(member.han ?? member.words.join(" "))}`;
        }
      }
      // `联系 RM 时出错` where the record says `ERROR IN CONTACTING RM`.
      if (unit.text === "时" && IN_GERUND.test(record.text)) {
        return "the record's in before a gerund";
      }
      // A compound the record words otherwise (获取连接 where it says 获取数据库连接).
      const parts = compoundParts(grammar, unit.text);
      if (
        parts.length > 1 &&
        parts.every(
          (part) => alignUnit(grammar, { ...unit, text: part, stem: part }, record) !== null,
        )
      ) {
        return `its parts ${parts.join(" + ")}`;
      }
      return sameUnitName(grammar, unit.text, record);
    }
    case "identifier": {
      if (record.hasIdentifier(unit.text)) {
        return "the same identifier";
      }
      // `p99` where the record says `99th percentile`, `OutOfMemoryError` for `内存溢出`.
      for (const member of grammar.synonyms.get(wordStem(unit.text)) ?? []) {
        if (memberAligned(grammar, member, record)) {
          return `synonym ${JSON.stringify(member.han ?? member.words.join(" "))}`;
        }
      }
      // A name written out of its joiners (`HighMemoryUsage` for `high memory usage`); a dotted
      // name (`jetbrains.buildServer.SERVER`, a logger or a package) is one name, not its parts.
      if (
        !/\p{N}/u.test(unit.text) &&
        !DOTTED_NAME.test(unit.text) &&
        entityKindOf(grammar, unit.text) === null
      ) {
        // `vCPU` where the record says `vcpus`: a word written in mixed case.
        if (/^\p{L}+$/u.test(unit.text) && record.hasStem(wordStem(unit.text))) {
          return "the same word";
        }
        const parts = nameParts(unit.cased);
        if (parts.length > 0 && parts.every((part) => record.hasStem(wordStem(part)))) {
          return "its name parts";
        }
      }
      return null;
    }
    default:
      return null;
  }
}

const ALL_CAPITALS = /^\p{Lu}{2,}$/u;
const NAMING_NOUN_SET: ReadonlySet<string> = new Set(NAMING_NOUNS.en);
/** Framing nouns that may be a name (`plugin metrics`, `queue events`, `index logs`). */
const EVIDENCE_NOUN =
  /^(?:logs?|alerts?|alarms?|entry|entries|lines?|messages?|events?|metrics?|values?|figures?|level|status|state|records?)$/u;
/** `error in contacting rm`, `failed on starting`: what happened while doing something. */
const IN_GERUND = /\b(?:in|on|upon|while)\s+[a-z]{3,}ing\b/u;
const YEAR = /^(?:19|20)\d{2}$/u;

/** Why a unit is framing (`framing`, `hedge`, `attribution` ...), or null when it is not. */
/** Whether an identifier or a number stands right beside a unit, in its clause. */
const NODE_NOUNS = new Set(["node", "节点"]);
const NOT_NODES = new Set(["host", "service"]);

/**
 * The units right before and after a unit in its clause; a particle may stand between a name and
 * its kind (`到 short.weixin.qq.com:80 的连接`).
 */
export function unitsBeside(grammar: Grammar, claim: ClaimAnalysis, unit: ClaimUnit): ClaimUnit[] {
  const beside: ClaimUnit[] = [];
  for (const step of [-1, 1]) {
    let near = claim.units[unit.index + step];
    if (near?.kind === "han" && grammar.linkingHan.has(near.text)) {
      near = claim.units[near.index + step];
    }
    if (near !== undefined && near.clause === unit.clause) {
      beside.push(near);
    }
  }
  return beside;
}

function besideNamed(grammar: Grammar, claim: ClaimAnalysis, unit: ClaimUnit): boolean {
  if (writtenAsVerb(claim, unit)) {
    return false;
  }
  // `节点 10.42.5.81`, `api-gateway 节点`: an address is a host's and a service is a service,
  // never a node's kind of name.
  const named = (near: ClaimUnit) =>
    (near.kind === "identifier" || near.kind === "quantity" || near.kind === "keyValue") &&
    !(NODE_NOUNS.has(unit.stem) && NOT_NODES.has(entityKindOf(grammar, near.text) ?? ""));
  const beside = unitsBeside(grammar, claim, unit);
  if (beside.some(named)) {
    return true;
  }
  // `到 X 的代理连接`: one Chinese word may qualify the kind noun after the name.
  const before = beside.find((near) => near.index < unit.index);
  return (
    unit.kind === "han" &&
    before?.kind === "han" &&
    unitsBeside(grammar, claim, before).some((near) => near.index < before.index && named(near))
  );
}

/** Chinese aspect words that make the word after them a verb (`已连接 broker-3`). */
const VERB_ASPECTS: ReadonlySet<string> = new Set(["已", "已经", "正在", "未", "被"]);

/**
 * Whether a kind noun's word is written as a verb (`connected to broker-3`, `已连接 broker-3`):
 * it then says what happened, not what kind of name stands beside it.
 */
function writtenAsVerb(claim: ClaimAnalysis, unit: ClaimUnit): boolean {
  if (unit.kind === "word") {
    return /(?:ed|ing)$/u.test(unit.text);
  }
  const previous = claim.units[unit.index - 1];
  return (
    (previous !== undefined && VERB_ASPECTS.has(previous.text)) ||
    claim.units[unit.index + 1]?.text === "了"
  );
}

/**
 * Whether `reached` links a figure: the next unit of its clause that is not framing is a
 * quantity or a key's value (`p99 reached 2.4s`). Before anything else it is a word like any
 * other (`Reached target Paths` is systemd's event). Other linking words always link.
 */
function linksAFigure(grammar: Grammar, claim: ClaimAnalysis, unit: ClaimUnit): boolean {
  if (grammar.framingStems.has(unit.stem) || unit.stem !== "reach") {
    return true;
  }
  for (let index = unit.index + 1; index < claim.units.length; index++) {
    const next = claim.units[index] as ClaimUnit;
    if (next.clause !== unit.clause) {
      return false;
    }
    if (
      next.kind === "word" &&
      (grammar.framingStems.has(next.stem) || grammar.linkingStems.has(next.stem))
    ) {
      continue;
    }
    return next.kind === "quantity" || (next.kind === "keyValue" && next.quantity !== null);
  }
  return false;
}

/** `get` or `got` as a verb, not as the method an access line quotes (`"GET /`). */
const GET_AS_VERB = /(?<!")\b(?:get|gets|got|getting)\b/u;

/** Reporting verbs that with `in`, `on` or `out` say a login, unless a place follows. */
const LOGIN_VERBS: ReadonlySet<string> = new Set(["logged", "logs", "log", "logging"]);
const LOGIN_PARTICLES: ReadonlySet<string> = new Set(["in", "on", "out", "into"]);
/** `logged in the audit trail`: an article after the particle makes it a place. */
const ARTICLE_AFTER: ReadonlySet<string> = new Set(["the", "a", "an", "its", "their"]);

export function framingReason(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  /** Whether the unit aligned to no record: only then a kind noun is framing. */
  unaligned = false,
): string | null {
  if (claim.hedged.has(unit.index)) {
    return "hedge";
  }
  if (unit.kind === "word") {
    // A word in capitals is a name, a level or a method (`GET`, `ERROR`, `OPEN`), never framing.
    if (ALL_CAPITALS.test(unit.cased)) {
      return null;
    }
    // `plugin metrics`: after a naming noun, a framing word is a name.
    const previous = claim.units[unit.index - 1];
    const named =
      previous !== undefined &&
      previous.kind === "word" &&
      previous.clause === unit.clause &&
      unit.start - previous.end <= 1 &&
      NAMING_NOUN_SET.has(previous.text) &&
      EVIDENCE_NOUN.test(unit.text);
    // `cache hit ratio`: hit before a noun names the noun's kind; it links no figures.
    const next = claim.units[unit.index + 1];
    const modifier =
      (unit.text === "hit" || unit.text === "hits") &&
      next?.kind === "word" &&
      next.clause === unit.clause &&
      !grammar.framingStems.has(next.stem) &&
      !ALL_CAPITALS.test(next.cased);
    // `logged in`, `logs on`, `logged in` read as `in` and `on`: a login, not a report.
    const login =
      LOGIN_VERBS.has(unit.text) &&
      next !== undefined &&
      next.clause === unit.clause &&
      LOGIN_PARTICLES.has(next.text) &&
      !ARTICLE_AFTER.has(claim.units[unit.index + 2]?.text ?? "");
    const particle =
      LOGIN_PARTICLES.has(unit.text) &&
      previous !== undefined &&
      LOGIN_VERBS.has(previous.text) &&
      !ARTICLE_AFTER.has(next?.text ?? "");
    if (
      !named &&
      !modifier &&
      !login &&
      !particle &&
      (grammar.framingStems.has(unit.stem) ||
        (grammar.linkingStems.has(unit.stem) && linksAFigure(grammar, claim, unit)))
    ) {
      return "framing";
    }
    if (unaligned && grammar.typeNounStems.has(unit.stem) && besideNamed(grammar, claim, unit)) {
      return "the kind of the name beside it";
    }
    if (
      claim.runbookAttributed &&
      (grammar.attributionStems.has(unit.stem) || grammar.runbookStems.has(unit.stem))
    ) {
      return "runbook attribution";
    }
    return null;
  }
  if (unit.kind === "han") {
    if (
      grammar.framingHan.has(unit.text) ||
      grammar.classifiers.has(unit.text) ||
      grammar.linkingHan.has(unit.text)
    ) {
      return "framing";
    }
    // `收到来自 X 的请求`: a request from X is one received.
    if (unit.text === "收到" && claim.units[unit.index + 1]?.text === "来自") {
      return "framing";
    }
    // `来自 2000 年`: the year a number is.
    if (unit.text === "年" && YEAR.test(claim.units[unit.index - 1]?.text ?? "")) {
      return "the year of the number before it";
    }
    if (unaligned && grammar.typeNounHan.has(unit.text) && besideNamed(grammar, claim, unit)) {
      return "the kind of the name beside it";
    }
    if (
      claim.runbookAttributed &&
      (grammar.attributionHan.has(unit.text) || grammar.runbookHan.has(unit.text))
    ) {
      return "runbook attribution";
    }
  }
  return null;
}

/** An entity a claim names, where. */
export interface ClaimEntity {
  readonly unitIndex: number;
  readonly clause: number;
  readonly key: string;
  /**
   * Whether the facts around it are its own. An entity the claim names in another role
   * (`upstream auth-proxy`, `remote redis-search-2:6379`, `upstream=X`) or as an attribute of
   * the subject named before it (`feed-ranker: instance=redis-feed-1:9121`) does not govern.
   */
  readonly governs: boolean;
}

/** Whether a record holds an entity (`10.251.73.220` holds for `10.251.73.220:50010`). */
function holdsEntity(record: RecordAnalysis, entity: string): boolean {
  if (record.entities.has(entity)) {
    return true;
  }
  for (const known of record.entities.keys()) {
    if (sameEntity(known, entity)) {
      return true;
    }
  }
  return false;
}

function recordMentions(record: RecordAnalysis, entity: string): boolean {
  return holdsEntity(record, entity) || record.hasIdentifier(entity);
}

/** Whether a claim entity governs the facts around it (see `ClaimEntity.governs`). */
function governsItsFacts(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  before: readonly ClaimEntity[],
): boolean {
  if (unit.kind === "keyValue") {
    const subjectBefore = before.some((entity) => entity.governs && entity.clause === unit.clause);
    return roleOfKey(grammar, unit.key ?? "") === SUBJECT_ROLE && !subjectBefore;
  }
  // `upstream_cluster dispatch_backend`: a role key written before its value.
  const previous = claim.units[unit.index - 1];
  if (previous?.kind === "identifier" && previous.clause === unit.clause) {
    const roles = [previous.text, ...nameParts(previous.cased)]
      .map((part) => roleOfKey(grammar, part))
      .filter((role) => role !== null);
    if (roles.length > 0) {
      return roles.every((role) => role === SUBJECT_ROLE);
    }
  }
  const words: string[] = [];
  for (let index = unit.index - 1; index >= 0 && words.length < 3; index--) {
    const near = claim.units[index] as ClaimUnit;
    if (near.clause !== unit.clause || (near.kind !== "word" && near.kind !== "han")) {
      break;
    }
    words.push(near.text);
  }
  const role = markedRole(grammar, words);
  return role === null || role === SUBJECT_ROLE;
}

const GLOSSARY_ENTITY_NAMES_LIMIT = 10_000;
const glossaryEntityNames = new WeakMap<Grammar, Map<string, string | null>>();

/**
 * The entity a Chinese term names through the glossary (`库存服务`, a scenario's name for
 * `inventory-service`), or null. Memoized per grammar (bounded): claims repeat a small
 * vocabulary.
 */
function glossaryEntityName(grammar: Grammar, term: string): string | null {
  let names = glossaryEntityNames.get(grammar);
  if (names === undefined) {
    names = new Map();
    glossaryEntityNames.set(grammar, names);
  }
  let name = names.get(term);
  if (name === undefined) {
    name =
      (grammar.glossary.get(term)?.english ?? [])
        .filter((phrase) => phrase.length === 1)
        .map((phrase) => phrase[0] as string)
        .find((word) => entityKindOf(grammar, word) !== null) ?? null;
    if (names.size >= GLOSSARY_ENTITY_NAMES_LIMIT) {
      names.clear();
    }
    names.set(term, name);
  }
  return name;
}

/** The entities a claim names: identifiers shaped like one, or that a record holds as one. */
export function claimEntities(
  grammar: Grammar,
  claim: ClaimAnalysis,
  records: readonly RecordAnalysis[],
): ClaimEntity[] {
  const entities: ClaimEntity[] = [];
  for (const unit of claim.units) {
    let candidate: string | null = null;
    if (unit.kind === "identifier") {
      candidate = unit.text;
    } else if (unit.kind === "han") {
      candidate = glossaryEntityName(grammar, unit.text);
    } else if (
      unit.kind === "keyValue" &&
      unit.key !== null &&
      (grammar.subjectKeys.has(unit.key) || grammar.roleKeys.has(unit.key))
    ) {
      candidate = unit.value;
    }
    if (candidate === null) {
      continue;
    }
    const key = entityKey(candidate);
    const known =
      entityKindOf(grammar, key) !== null || records.some((record) => holdsEntity(record, key));
    if (known) {
      entities.push({
        unitIndex: unit.index,
        clause: unit.clause,
        key,
        governs: governsItsFacts(grammar, claim, unit, entities),
      });
    }
  }
  return entities;
}

/** The entity that governs a unit, or null when the claim names none. */
export function governingEntity(
  entities: readonly ClaimEntity[],
  unit: ClaimUnit,
): ClaimEntity | null {
  let sameClauseBefore: ClaimEntity | null = null;
  let sameClauseAfter: ClaimEntity | null = null;
  let before: ClaimEntity | null = null;
  const governing = entities.filter((entity) => entity.governs);
  for (const entity of governing.length > 0 ? governing : entities) {
    if (entity.unitIndex <= unit.index) {
      before = entity;
      if (entity.clause === unit.clause) {
        sameClauseBefore = entity;
      }
    } else if (entity.clause === unit.clause && sameClauseAfter === null) {
      sameClauseAfter = entity;
    }
  }
  return sameClauseBefore ?? sameClauseAfter ?? before ?? entities[0] ?? null;
}

/** Records a unit governed by `entity` may rest on; `known` is false when none mentions it. */
export function recordsInScope(
  records: readonly RecordAnalysis[],
  entity: ClaimEntity | null,
): { readonly records: readonly RecordAnalysis[]; readonly known: boolean } {
  if (entity === null) {
    return { records, known: true };
  }
  const mentioning = records.filter((record) => recordMentions(record, entity.key));
  if (mentioning.length === 0) {
    return { records, known: false };
  }
  const neutral = records.filter(
    (record) => record.entities.size === 0 && !mentioning.includes(record),
  );
  return { records: [...mentioning, ...neutral], known: true };
}

/** The role an entity has in a record: `subject`, a role key, or `mentioned`; null when absent. */
export function entityRoles(record: RecordAnalysis, entity: string): ReadonlySet<string> | null {
  for (const [known, roles] of record.entities) {
    if (sameEntity(known, entity)) {
      return roles;
    }
  }
  return record.hasIdentifier(entity) ? new Set(["mentioned"]) : null;
}
