/**
 * Roles. A record that names several entities gives each a role: the subject (the `service=`
 * value, a log line's service field), the one called (`upstream=X`, `call to X`, `调用 X`,
 * `上游 X`), the caller (`downstream=X`), a circuit breaker's name (`CircuitBreaker 'X'`), a
 * cluster. A claim must keep them: "inventory-service calls to cart-service failed" against
 * `service=cart-service upstream=inventory-service` is a conflict, and so is naming an
 * upstream the record does not give that role.
 */

import { entityRoles } from "../alignment.js";
import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type Grammar, hasHan, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis } from "../record-analysis.js";
import { escapeRegExp } from "../text/normalize.js";
import { entityKey, standsAlone } from "./identifier.js";
import { SOURCE_EXTENSIONS } from "./layout-kind.js";

/** The role of the one a record's subject calls, which role keys such as `upstream` give. */
export const CALLEE_ROLE = "callee";
/** The role of who made a call or a request (`from=X`, an access line's client). */
const CALLER_ROLE = "caller";
export const SUBJECT_ROLE = "subject";
export const MENTIONED_ROLE = "mentioned";

/** Words skipped between a marker and its entity (`call to X`, `the CircuitBreaker 'X'`). */
const SKIPPED = new Set(["to", "the", "of", "for", "with", "的", "到", "给"]);

/** The role a key gives its value (`upstream` -> callee, `downstream` -> caller), or null. */
export function roleOfKey(grammar: Grammar, key: string): string | null {
  if (grammar.subjectKeys.has(key)) {
    return SUBJECT_ROLE;
  }
  const marked = grammar.roleMarkers.get(hasHan(key) ? key : wordStem(key));
  if (marked !== undefined) {
    return marked;
  }
  return grammar.roleKeys.has(key) ? (key === "from" ? CALLER_ROLE : CALLEE_ROLE) : null;
}

/**
 * The role the words before an entity give it, nearest first (`call to`, `上游`); null when
 * none does. `words` are lower-case, the nearest first.
 */
export function markedRole(grammar: Grammar, words: readonly string[]): string | null {
  for (const word of words.slice(0, 3)) {
    if (hasHan(word)) {
      // A Chinese run before the entity: the marker is its last word (`无法连接`).
      for (const length of [3, 2]) {
        const role = grammar.roleMarkers.get(word.slice(-length));
        if (role !== undefined) {
          return role;
        }
      }
      return null;
    }
    const role = grammar.roleMarkers.get(wordStem(word));
    if (role !== undefined) {
      return role;
    }
    if (!SKIPPED.has(word)) {
      return null;
    }
  }
  return null;
}

/** How a claimed role compares with the roles the cited records give an entity. */
export function judgeRole(
  claimedRole: string,
  recordRoles: ReadonlyArray<ReadonlySet<string>>,
): "supported" | "conflict" | "unknown" {
  const given = recordRoles.flatMap((roles) =>
    [...roles].filter((role) => role !== MENTIONED_ROLE),
  );
  if (given.includes(claimedRole)) {
    return "supported";
  }
  if (given.length === 0) {
    return "unknown";
  }
  // Every record that gives the entity a role gives it another one.
  return "conflict";
}

/** Entities in the role their records give them: the caller is not the upstream. */
export function checkRoles(check: ClaimCheck): void {
  const firstEntity = check.entities[0];
  for (const entity of check.entities) {
    const unit = check.claim.units[entity.unitIndex];
    if (unit === undefined || check.quotedUnits.has(unit.index)) {
      continue;
    }
    const claimedRole = roleClaimed(check, unit, entity === firstEntity);
    if (claimedRole === null) {
      continue;
    }
    const mentioning: RecordAnalysis[] = [];
    const roles: ReadonlySet<string>[] = [];
    for (const record of check.records) {
      const given = entityRoles(record, entity.key);
      if (given !== null) {
        mentioning.push(record);
        // The client an access line opens with is the caller of what the line records.
        roles.push(
          record.kindsOf(entity.key).has("client") &&
            [...given].some((role) => role !== MENTIONED_ROLE)
            ? new Set([...given, CALLER_ROLE])
            : given,
        );
      }
    }
    const outcome = judgeRole(claimedRole, roles);
    const record = mentioning[0];
    if (outcome === "supported" && record !== undefined) {
      // `calls X`, `调用 X`, `upstream X`: the marker states the role the record gives X.
      for (const marker of roleMarkerUnits(check, unit)) {
        if (check.accounts[marker.index]?.outcome !== "conflict") {
          check.supported(
            marker,
            record,
            `states the role ${claimedRole} the record gives ${entity.key}`,
            "role",
          );
        }
      }
    }
    if (outcome === "conflict" && record !== undefined) {
      const given = [...new Set(roles.flatMap((set) => [...set]))].join(", ");
      check.conflict(
        unit,
        "role_conflict",
        record,
        `the claim gives ${entity.key} the role ${claimedRole}; its records give it ${given}`,
        "role",
      );
    }
  }
}

/** The units before an entity that mark its role (`calls`, `上游`, `CircuitBreaker`). */
function roleMarkerUnits(check: ClaimCheck, unit: ClaimUnit): ClaimUnit[] {
  const markers: ClaimUnit[] = [];
  for (let index = unit.index - 1; index >= 0 && index >= unit.index - 3; index--) {
    const previous = check.claim.units[index];
    if (previous === undefined || previous.clause !== unit.clause) {
      break;
    }
    if (markedRole(check.grammar, [previous.text]) !== null) {
      markers.push(previous);
    } else if (!["to", "the", "of", "的"].includes(previous.text)) {
      break;
    }
  }
  return markers;
}

/** The role a claim gives an entity: a role key or marker before it, or subject when named first. */
function roleClaimed(check: ClaimCheck, unit: ClaimUnit, first: boolean): string | null {
  if (unit.kind === "keyValue" && unit.key !== null) {
    return roleOfKey(check.grammar, unit.key);
  }
  const before: string[] = [];
  for (let index = unit.index - 1; index >= 0 && before.length < 3; index--) {
    const previous = check.claim.units[index];
    if (previous === undefined || previous.clause !== unit.clause) {
      break;
    }
    before.push(previous.text);
  }
  // An entity right after `to` (`sent 1234567890A to user@example.com`) is no subject.
  return markedRole(check.grammar, before) ?? (first && before[0] !== "to" ? SUBJECT_ROLE : null);
}

/** Prepositions that give the identifier after them a role, by the role they give. */
const PREPOSITION_ROLES: ReadonlyMap<string, string> = new Map([
  ["from", "from"],
  ["src", "from"],
  ["source", "from"],
  ["to", "to"],
  ["dest", "to"],
  ["destination", "to"],
  ["into", "to"],
  ["on", "on"],
  ["at", "on"],
  ["for", "for"],
  ["of", "of"],
  ["by", "by"],
  ["via", "via"],
  ["through", "via"],
]);
/** Nouns that give the identifier after them a role (`order ORD-1`, `thread exec-22`, `provider=adyen`). */
const ROLE_NOUNS = new Set(
  "order provider thread user host client server node pod container session job task customer account sku"
    .split(" ")
    .map(wordStem),
);
const ARTICLES = new Set(["the", "a", "an"]);
const WORD = /[\p{L}]+/gu;

/**
 * Where the qualified name holding an offset starts: `PgConnection@6d4f1a2b` in
 * `for org.postgresql.jdbc.PgConnection@6d4f1a2b` has the role of the whole name, `for`.
 */
function nameStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && QUALIFIER.test(text.slice(start - 1, start + 1))) {
    start--;
    while (start > 0 && /[\p{L}\p{N}_$-]/u.test(text[start - 1] ?? "")) {
      start--;
    }
  }
  return start;
}
/** A qualified name's joint: a package dot or a path slash right before a name. */
const QUALIFIER = /^[./][\p{L}_$]/u;

/**
 * The words right before an offset of a text (up to two, articles left out), nearest first;
 * none for a name glued on with `@` (`src@tbird-sm1` is a log's source field, not a role).
 */
function wordsBefore(text: string, at: number): string[] {
  if (text[at - 1] === "@") {
    return [];
  }
  let head = text.slice(Math.max(0, at - 30), at);
  // A bracket closes or opens a field (`[IPC Server handler 11 on 62270] org.apache...`,
  // `at offset 0 (kafka.server.ReplicaFetcherThread)`): the words of another field give no role.
  const field = Math.max(
    head.lastIndexOf("]"),
    head.lastIndexOf(")"),
    head.lastIndexOf("("),
    head.lastIndexOf("|"),
  );
  if (field !== -1) {
    head = head.slice(field + 1);
  }
  const words = [...head.matchAll(WORD)]
    .map((match) => match[0])
    .filter((word) => !ARTICLES.has(word));
  return words.slice(-2).reverse();
}

/**
 * Chinese words before an identifier that give it the role of an English preposition or role
 * noun of the record (`由 X 触发` is `triggered by X`, `订单 ORD-1` is `order ORD-1`). Only
 * words with one reading: 为 and 在 frame too much else to say a role.
 */
const HAN_ROLE_WORDS: ReadonlyMap<string, RoleWord> = new Map([
  ["由", { kind: "preposition", role: "by", alsoRoles: ["from"] }],
  ...hanRoleWords("preposition", {
    被: "by",
    向: "to",
    到: "to",
    往: "to",
    从: "from",
    来自: "from",
    经: "via",
    经由: "via",
    通过: "via",
  }),
  ...hanRoleWords("noun", {
    订单: "order",
    客户: "customer",
    线程: "thread",
    用户: "user",
    主机: "host",
    节点: "node",
    会话: "session",
    账户: "account",
    账号: "account",
    容器: "container",
    作业: "job",
    任务: "task",
    提供商: "provider",
  }),
]);

interface RoleWord {
  readonly kind: "preposition" | "noun";
  readonly role: string;
  /** Other roles the same word may give (由 is `by` and `from`). */
  readonly alsoRoles?: readonly string[];
}

function hanRoleWords(
  kind: RoleWord["kind"],
  words: Readonly<Record<string, string>>,
): Array<[string, RoleWord]> {
  return Object.entries(words).map(([word, english]) => [
    word,
    { kind, role: kind === "noun" ? wordStem(english) : english },
  ]);
}

/** Whether a claimed role word may give one of the roles a record gives. */
function givesRole(claimed: RoleWord, given: readonly string[]): boolean {
  return (
    given.includes(claimed.role) || (claimed.alsoRoles ?? []).some((role) => given.includes(role))
  );
}

/** The role a claim's word before an identifier gives it, in either language, or null. */
function claimRoleWord(unit: ClaimUnit): RoleWord | null {
  if (unit.kind === "word") {
    return roleWord(unit.text);
  }
  return unit.kind === "han" ? (HAN_ROLE_WORDS.get(unit.text) ?? null) : null;
}

/** The role a word before an identifier gives it: a preposition's, a role noun's, or null. */
function roleWord(word: string): RoleWord | null {
  const preposition = PREPOSITION_ROLES.get(word);
  if (preposition !== undefined) {
    return { kind: "preposition", role: preposition };
  }
  const stem = wordStem(word);
  return ROLE_NOUNS.has(stem) ? { kind: "noun", role: stem } : null;
}

/**
 * An identifier keeps the role the word before it gives it in the record: `of ORD-1 for order
 * SKU-2` swaps the record's `of SKU-2 for order ORD-1`, `from /10.251.30.6:50010` makes the
 * record's `dest:` a source, `for order adyen` turns `provider=adyen` into an order. A claim's
 * preposition is compared with the record's prepositions before that identifier, a role noun
 * with its role nouns; where the record gives it none of that kind, nothing is compared.
 */
/** Verbs that make the identifier before them the one that wrote the line (`exec-22 logged`). */
const LOGGING_VERBS = new Set([
  "logged",
  "logs",
  "reported",
  "reports",
  "wrote",
  "writes",
  "emitted",
  "printed",
  "says",
  "said",
  "记录",
  "记录了",
  "报告",
  "报告了",
  "输出",
  "输出了",
  "warned",
  "warns",
  "报出",
  "发出",
  "打印",
  "打印了",
  "打印出",
  "显示",
  "显示了",
  "showed",
  "shows",
  "recorded",
  "records",
  "observed",
  "observes",
  "noted",
]);

/** Nouns that may stand before the identifier that opens a claim (`thread exec-22 logged`). */
const OPENING_NOUNS = new Set(
  "thread customer warehouse order pod host node job task user 线程 客户 仓库 订单 主机 节点 任务 用户".split(
    " ",
  ),
);
/** Words that may stand between that identifier and its logging verb (`had logged`). */
const BEFORE_VERB = new Set(["had", "has", "have", "thread", "线程", "已"]);

/** The key a value is written under (`provider=adyen`), or null. */
function keyBefore(text: string, at: number): string | null {
  return (
    /([\p{L}_][\p{L}\p{N}_.-]*)\s*=\s*$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1] ?? null
  );
}

/**
 * The role every occurrence of an identifier has in a record (the preposition before it, or
 * the key it is the value of when that key names no subject: `provider=adyen`), or null.
 */
function onlyInRoles(grammar: Grammar, record: RecordAnalysis, identifier: string): string | null {
  let role: string | null = null;
  for (let at = record.text.indexOf(identifier); at !== -1; ) {
    const key = keyBefore(record.text, at);
    if (key !== null && !grammar.subjectKeys.has(key)) {
      role ??= `${key}=`;
      at = record.text.indexOf(identifier, at + 1);
      continue;
    }
    // `on thread http-nio-8080-exec-22`: a preposition, nearest or before a role noun.
    const marker = wordsBefore(record.text, nameStart(record.text, at)).find(
      (word) => roleWord(word)?.kind === "preposition",
    );
    if (marker === undefined) {
      return null;
    }
    role ??= marker;
    at = record.text.indexOf(identifier, at + 1);
  }
  return role;
}

/**
 * An identifier that opens a clause before a logging verb (`http-nio-8080-exec-22 logged ...`)
 * is claimed as what wrote the line; a record that names it only in a role (`on thread
 * http-nio-8080-exec-22`) does not say so.
 */
function checkLoggerRole(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): void {
  let next = check.claim.units[unit.index + 1];
  if (next !== undefined && BEFORE_VERB.has(next.text)) {
    next = check.claim.units[next.index + 1];
  }
  if (next === undefined || next.clause !== unit.clause || !LOGGING_VERBS.has(next.text)) {
    return;
  }
  const role = onlyInRoles(check.grammar, record, unit.text);
  if (role !== null) {
    check.conflict(
      unit,
      "role_conflict",
      record,
      `${record.label} names ${JSON.stringify(unit.text)} only after ${JSON.stringify(role)}, not as what logged the line`,
    );
  }
}

/** Whether an identifier opens its clause, alone or after a noun naming its kind. */
function opensClause(check: ClaimCheck, unit: ClaimUnit): boolean {
  const previous = check.claim.units[unit.index - 1];
  if (previous === undefined || previous.clause !== unit.clause) {
    return true;
  }
  const before = check.claim.units[previous.index - 1];
  return (
    OPENING_NOUNS.has(previous.text) && (before === undefined || before.clause !== unit.clause)
  );
}

/** Nouns that call the name before them a service (`heap-monitor service`, `VM Thread 服务`). */
const SERVICE_NOUNS = new Set([wordStem("service"), wordStem("svc"), "服务"]);
/** How many units a bracketed name may span in a claim (`HikariPool-1 housekeeper`). */
const LONGEST_FIELD_NAME = 3;

/**
 * `heap-monitor service`, `VM Thread 服务`: a name that a cited record writes only as a
 * bracketed field of its line (`[heap-monitor]`, a thread), called a service. The record's
 * service is the subject of its line; a thread is not one, whatever the words around it.
 */
export function checkBracketedNamesAsServices(check: ClaimCheck): void {
  for (const noun of check.claim.units) {
    if (!SERVICE_NOUNS.has(noun.stem) || check.accounts[noun.index]?.outcome !== "supported") {
      continue;
    }
    let first = noun.index;
    while (first > 0 && noun.index - first < LONGEST_FIELD_NAME) {
      const previous = check.claim.units[first - 1] as ClaimUnit;
      const next = check.claim.units[first] as ClaimUnit;
      if (previous.clause !== noun.clause || next.start - previous.end > 1) {
        break;
      }
      first--;
      const name = check.claim.text.slice(previous.start, noun.start).trim();
      const record = check.records.find(
        (candidate) =>
          !candidate.knowledge &&
          candidate.text.includes(`[${name}]`) &&
          !candidate.entities.get(entityKey(name))?.has(SUBJECT_ROLE),
      );
      if (record !== undefined) {
        check.conflict(
          noun,
          "role_conflict",
          record,
          `${record.label} writes ${JSON.stringify(name)} as a bracketed field of its line (a thread), not as a service`,
        );
        break;
      }
    }
  }
}

/** What glues a name to the next (`order-service` inside `order-service-v2`). */
const NAME_CHARACTER = /[\p{L}\p{N}_-]/u;

/** A bracketed field of a line: a thread (`[scheduling-1]`, `[VM Thread]`). */
const BRACKETED_FIELD = /\[([^[\]]{4,60})\]/g;

/**
 * `scheduling-1 activated Campaign ... and finished Stock sync ...` citing a line of
 * order-service and one of inventory-service: a thread's name is its service's, so the two
 * lines' `[scheduling-1]` are two threads; a claim that names the thread without naming each
 * service makes them one actor.
 */
export function checkThreadsOfSeveralServices(check: ClaimCheck): void {
  // Two services' threads take two cited records.
  if (check.records.length < 2) {
    return;
  }
  const servicesOfThread = new Map<string, { services: Set<string>; record: RecordAnalysis }>();
  for (const record of check.records) {
    if (record.knowledge) {
      continue;
    }
    const subjects = [...record.entities]
      .filter(([, roles]) => roles.has(SUBJECT_ROLE))
      .map(([key]) => key);
    if (subjects.length !== 1) {
      continue;
    }
    for (const match of record.text.matchAll(BRACKETED_FIELD)) {
      const name = (match[1] ?? "").trim();
      if (entityKey(name) === subjects[0] || !standsAlone(check.claim.text, name, NAME_CHARACTER)) {
        continue;
      }
      const seen = servicesOfThread.get(name) ?? { services: new Set<string>(), record };
      seen.services.add(subjects[0] as string);
      servicesOfThread.set(name, seen);
    }
  }
  const named = new Set(check.entities.map((entity) => entity.key));
  for (const [name, { services, record }] of servicesOfThread) {
    if (services.size < 2 || [...services].every((service) => named.has(service))) {
      continue;
    }
    const unit = check.claim.units.find(
      (candidate) => candidate.start >= check.claim.text.indexOf(name),
    );
    if (unit !== undefined) {
      check.conflict(
        unit,
        "records_crossed",
        record,
        `${JSON.stringify(name)} is a thread of ${[...services].join(" and of ")}: two threads, named as one`,
      );
    }
  }
}

/** Chinese kind nouns by the English noun they are. */
const HAN_KIND_NOUNS: ReadonlyMap<string, string> = new Map([
  ["节点", "node"],
  ["线程", "thread"],
  ["请求", "request"],
  ["连接", "connection"],
  ["设备", "device"],
  ["地址", "address"],
  ["文件", "file"],
]);
/** Nouns a record writes right before a name to say what it is (`customer C-2231007`). */
const RECORD_KIND_NOUNS = new Set(
  "customer customerid warehouse order prefix user provider sku pool thread node host request session job task device account file address connection"
    .split(" ")
    .map(wordStem),
);

/** `2026-11-28T22:56:12Z ERROR order-service [http-nio-8080-exec-48] ...`: the line's thread. */
const THREAD_FIELD =
  /^(?:\d{4}-\d{2}-\d{2}[ t]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?z?|\S+)\s+(?:trace|debug|info|warn|warning|error|fatal)\s+(?:[\w.-]+\s+)?(?:\d+\s+---\s+)?\[([^\]]+)\]/u;
/** A name glued out of several claim units (`stock:FRA-2`): the text after a kind noun. */
const GLUED_NAME = /^\s*([^\s，。；、,;:()（）[\]]*[\p{N}:@-][^\s，。；、,;()（）[\]]*)/u;

/** What 请求 as a verb requests: a path or an HTTP method. */
const REQUESTED = /^\s*(?:\/|(?:get|post|put|delete|patch|head|options)\b)/u;

/** The name a kind noun stands beside in the claim: the identifier before or after it. */
function namedBeside(check: ClaimCheck, noun: ClaimUnit, aligned: boolean): string | null {
  const next = check.claim.units[noun.index + 1];
  const previous = check.claim.units[noun.index - 1];
  const near = (unit: ClaimUnit | undefined): unit is ClaimUnit =>
    unit !== undefined && unit.clause === noun.clause && unit.kind === "identifier";
  if (near(next) && next.start - noun.end <= 1) {
    return next.text;
  }
  const glued = GLUED_NAME.exec(check.claim.text.slice(noun.end))?.[1];
  if (glued !== undefined && noun.kind === "word") {
    return glued.toLowerCase();
  }
  // A kind noun the record has elsewhere (`request timed out`) names the kind only of a name
  // right before it in Chinese (`exec-22 线程`).
  // 请求 before a path or a method is the verb (`127.0.0.1 请求 /`: requested), naming no kind.
  if (
    near(previous) &&
    (!aligned || noun.kind === "han") &&
    noun.start - previous.end <= 1 &&
    !(noun.text === "请求" && REQUESTED.test(check.claim.text.slice(noun.end)))
  ) {
    return previous.text;
  }
  return null;
}

/**
 * `request C-5512093` where the record writes `customerId=C-5512093`, `节点 FRA-2` where it
 * writes `warehouse FRA-2`, `thread HikariPool-1` where the line's thread is
 * `http-nio-8080-exec-48`: a kind noun the claim puts beside a name says what the name is,
 * whether or not the record has the noun elsewhere, and the record must not call that name
 * something else.
 */
export function checkKindNouns(check: ClaimCheck): void {
  for (const noun of check.claim.units) {
    const account = check.accounts[noun.index];
    const framed =
      account?.outcome === "framing" && account.detail === "the kind of the name beside it";
    const aligned =
      account?.outcome === "supported" &&
      (noun.kind === "word"
        ? check.grammar.typeNounStems.has(noun.stem)
        : noun.kind === "han" && check.grammar.typeNounHan.has(noun.text));
    if (!framed && !aligned) {
      continue;
    }
    const claimed =
      noun.kind === "han" ? wordStem(HAN_KIND_NOUNS.get(noun.text) ?? noun.text) : noun.stem;
    const name = namedBeside(check, noun, aligned);
    if (name === null) {
      continue;
    }
    for (const record of check.records) {
      if (record.knowledge) {
        continue;
      }
      // `连接 http-nio-8080-exec-29`, `请求 http-nio-8080-exec-48`: the line's thread field holds a
      // thread, whatever other kind the claim calls it.
      const field = THREAD_FIELD.exec(record.text)?.[1];
      if (
        claimed !== "thread" &&
        ((field !== undefined && field === name) || record.kindsOf(name).has("thread"))
      ) {
        check.conflict(
          noun,
          "role_conflict",
          record,
          `${record.label} writes ${JSON.stringify(name)} as the thread it is logged on, not a ${noun.text}`,
        );
        return;
      }
      const thread = claimed === "thread" ? field : undefined;
      // `... on thread http-nio-8080-exec-22` of a line the housekeeper logged: the record calls
      // that name a thread too.
      if (
        thread !== undefined &&
        standsAlone(record.text, name, NAME_CHARACTER) &&
        !standsAlone(thread, name, NAME_CHARACTER) &&
        !new RegExp(`\\bthread\\s+${escapeRegExp(name)}`, "u").test(record.text)
      ) {
        check.conflict(
          noun,
          "role_conflict",
          record,
          `${record.label} is logged on thread ${JSON.stringify(thread)}; ${JSON.stringify(name)} is not its thread`,
        );
        return;
      }
      for (let at = record.text.indexOf(name); at !== -1; at = record.text.indexOf(name, at + 1)) {
        const start = nameStart(record.text, at);
        const given = keyBefore(record.text, start) ?? wordsBefore(record.text, start)[0];
        const givenStem = given === undefined ? null : wordStem(given.replace(/[^\p{L}]/gu, ""));
        if (givenStem !== null && RECORD_KIND_NOUNS.has(givenStem) && givenStem !== claimed) {
          check.conflict(
            noun,
            "role_conflict",
            record,
            `${record.label} calls ${JSON.stringify(name)} a ${given}, not a ${noun.text}`,
          );
          return;
        }
      }
    }
    const cited = check.records.filter(
      (record) => !record.knowledge && standsAlone(record.text, name, NAME_CHARACTER),
    );
    // `节点 com.example...CircuitBreakerEventLogger`, `连接 java.sql.SQLTransientConnectionException`,
    // `地址 OrderHistoryService.java:54`: a class, an exception or a stack frame the line quotes
    // is code, whatever its shape; only a source file may be called a file.
    if (
      cited.length > 0 &&
      cited.every((record) => writtenAsCode(record.text, name)) &&
      !(claimed === "file" && SOURCE_LOCATION.test(name))
    ) {
      check.unsupported(
        noun,
        "unit_unsupported",
        `the cited records write ${JSON.stringify(name)} as code (a class, an exception or a stack frame), not a ${noun.text}`,
        "subject",
      );
      continue;
    }
    // A kind noun no cited record has is framing only where a record shows the name is of
    // that kind: `节点 parallel-3` of a thread, `设备 HikariPool-1` of a pool are not.
    if (framed && cited.length > 0 && !cited.some((record) => showsKind(record, name, claimed))) {
      check.unsupported(
        noun,
        "unit_unsupported",
        `no cited record shows ${JSON.stringify(name)} is a ${noun.text}`,
        "subject",
      );
    }
  }
}

/** A source file, with or without its line (`OrderHistoryService.java:54`). */
const SOURCE_LOCATION = new RegExp(`\\.(?:${SOURCE_EXTENSIONS})(?::\\d+)?$`, "u");
/**
 * A class named with its package (`com.zaxxer.hikari.pool.HikariPool`, `reactor.netty...`), or
 * with its package abbreviated as Spring Boot writes it (`c.e.g.r.CircuitBreakerEventLogger`).
 */
const QUALIFIED_CLASS =
  /^(?:com|org|java|javax|jdk|sun|reactor|io|net|scala|akka|kotlin|kotlinx)\.[\w$]+(?:\.[\w$]+)+$|^(?:[a-z]\.){2,}[\w$]{3,}$/u;

/** Whether every place a record has a name stands inside code it quotes. */
function writtenAsCode(text: string, name: string): boolean {
  return everyPlace(text, name, (at) => {
    const { start, end } = tokenAround(text, at, at + name.length, CODE_LOCATION_CHARACTER);
    const token = text.slice(start, end).replace(/[.:-]+$/u, "");
    // `GET /component-4b15.js`: a file a path serves, without a line, is no source location.
    const servedFile = (text[start - 1] === "/" || token.startsWith("/")) && !/:\d+$/u.test(token);
    return (
      isCodeReference(text, at, name.length) ||
      QUALIFIED_CLASS.test(token) ||
      (SOURCE_LOCATION.test(token) && !servedFile)
    );
  });
}

const CODE_LOCATION_CHARACTER = /[\w$.:-]/u;
const DOTTED_NAME_CHARACTER = /[\w$.]/u;

/** The run of `character`s around `text[from, to)`. */
function tokenAround(
  text: string,
  from: number,
  to: number,
  character: RegExp,
): { start: number; end: number } {
  let start = from;
  while (start > 0 && character.test(text[start - 1] ?? "")) {
    start--;
  }
  let end = to;
  while (end < text.length && character.test(text[end] ?? "")) {
    end++;
  }
  return { start, end };
}

/**
 * Whether `name` stands in `text` and every place it does passes `test`; places `counts`
 * rejects (a piece of a longer word) are passed over.
 */
function everyPlace(
  text: string,
  name: string,
  test: (at: number) => boolean,
  counts: (at: number) => boolean = () => true,
): boolean {
  if (name === "") {
    return false;
  }
  let seen = false;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (!counts(at)) {
      continue;
    }
    seen = true;
    if (!test(at)) {
      return false;
    }
  }
  return seen;
}

/** What a name of a kind looks like, or contains, when its record does not name the kind. */
const KIND_SHAPES: ReadonlyMap<string, RegExp> = new Map([
  ["thread", /thread|exec-\d|worker|-\d+-\d+$/u],
  ["connection", /conn|connection|socket|^\/?\d{1,3}(?:\.\d{1,3}){3}:\d+$|:\d{2,5}$/u],
  ["request", /^\/|^(?:get|post|put|delete|patch|head)\b|req|request/u],
  // A file: an extension, or a path under a file system's folders (not `/api/orders`).
  [
    "file",
    /^(?!\/?\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$).*\.[a-z0-9]{1,5}$|^(?:\/(?:etc|var|usr|tmp|home|opt|data|proc|dev|srv|mnt|lib|bin|root)\/)/u,
  ],
  [
    "address",
    /^\/?\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$|:\d{2,5}$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|local|internal|cn|edu|us|svc|cluster)$|^0x[0-9a-f]+$|^[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}$/u,
  ],
  [
    "node",
    /^\/?\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$|node|^r\d+-|:j\d+-|^[a-z0-9-]+(?:\.[a-z0-9-]+){2,}$/u,
  ],
  ["devic", /dev|disk|sd[a-z]|nvme|eth\d|wl\d|en\d/u],
]);

/**
 * Whether a record shows a name is of a kind: it writes the kind's word near the name, its
 * layout makes the name that kind (a line's thread field is a thread), or the name has the
 * shape of that kind (an address for a node or a connection, a path for a request or a file).
 */
function showsKind(record: RecordAnalysis, name: string, kind: string): boolean {
  if (
    kind === "thread" &&
    (THREAD_FIELD.exec(record.text)?.[1]?.includes(name) || record.kindsOf(name).has("thread"))
  ) {
    return true;
  }
  // A syslog host, or the node name Elasticsearch writes after its logger (`[o.e.n.Node ]
  // [vWNJsZ3]`), is a node.
  if (
    kind === "node" &&
    (record.kindsOf(name).has("host") ||
      new RegExp(`\\]\\[[\\w.$]+\\s*\\]\\s+\\[${escapeRegExp(name)}\\]`, "u").test(record.text))
  ) {
    return true;
  }
  // The kind's word right before the name (`on thread X`, `node 3`, `connection to X`) or
  // right after it (`X connection`).
  const english = (kind === "devic" ? "device" : kind).slice(0, 5);
  for (let at = record.text.indexOf(name); at !== -1; at = record.text.indexOf(name, at + 1)) {
    const before = record.text.slice(Math.max(0, at - 24), at);
    const after = record.text.slice(at + name.length, at + name.length + 14);
    if (
      new RegExp(`${english}[a-z]*\\s+(?:[a-z]+\\s+)?$`, "u").test(before) ||
      new RegExp(`^\\s+${english}`, "u").test(after)
    ) {
      return true;
    }
  }
  return KIND_SHAPES.get(kind)?.test(name) ?? true;
}

/** Chinese names of log levels, by the levels a line writes for them. */
const HAN_LEVELS: ReadonlyMap<string, readonly string[]> = new Map([
  ["信息", ["INFO"]],
  ["调试", ["DEBUG", "TRACE"]],
  ["警告", ["WARN", "WARNING"]],
  ["错误", ["ERROR", "SEVERE"]],
  ["严重", ["SEVERE", "FATAL", "CRITICAL", "ERROR"]],
  ["致命", ["FATAL", "CRITICAL"]],
]);
/** What makes a level word name a line's level (`信息级别`, `一条信息日志`). */
const LEVEL_HEADS = new Set(["级别", "级", "日志", "级日志", "level"]);
/** English level words, in a claim lower-case (`logged at ERROR level`). */
const EN_LEVELS: ReadonlyMap<string, readonly string[]> = new Map([
  ["trace", ["TRACE"]],
  ["debug", ["DEBUG", "TRACE"]],
  ["info", ["INFO"]],
  ["warn", ["WARN", "WARNING"]],
  ["warning", ["WARN", "WARNING"]],
  ["error", ["ERROR", "SEVERE"]],
  ["severe", ["SEVERE", "ERROR"]],
  ["fatal", ["FATAL", "CRITICAL"]],
  ["critical", ["CRITICAL", "FATAL"]],
]);
const LINE_LEVEL = /\b(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|SEVERE|FATAL|CRITICAL)\b/u;

/**
 * `以信息级别记录`, `一条信息日志`, `logged at ERROR level` of another line: a level the claim names
 * must be the one the cited line writes.
 */
export function checkLevelWords(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const levels =
      unit.kind === "han"
        ? HAN_LEVELS.get(unit.text)
        : unit.kind === "word"
          ? EN_LEVELS.get(unit.text)
          : undefined;
    const next = check.claim.units[unit.index + 1];
    if (levels === undefined || next === undefined || !LEVEL_HEADS.has(next.text)) {
      continue;
    }
    for (const record of check.records) {
      const level = record.knowledge ? undefined : LINE_LEVEL.exec(record.excerpt.text)?.[1];
      if (level !== undefined && !levels.includes(level)) {
        check.conflict(
          unit,
          "fact_conflict",
          record,
          `${record.label} is a ${level} line, not ${unit.text}${next.kind === "han" ? "" : " "}${next.text}`,
        );
        break;
      }
    }
  }
}

export function checkIdentifierRoles(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const previous = check.claim.units[unit.index - 1];
    const record = account?.record ?? null;
    // A word the record has as a key's value (`adyen` of `provider=adyen`) names like one.
    const named =
      unit.kind === "identifier" ||
      (unit.kind === "word" && record?.text.includes(`=${unit.text}`) === true);
    if (
      named &&
      account?.outcome === "supported" &&
      record !== null &&
      !record.knowledge &&
      opensClause(check, unit)
    ) {
      checkLoggerRole(check, unit, record);
      continue;
    }
    if (
      unit.kind !== "identifier" ||
      account?.outcome !== "supported" ||
      record === null ||
      record.han ||
      previous === undefined ||
      previous.clause !== unit.clause
    ) {
      continue;
    }
    const claimed = claimRoleWord(previous);
    // `到 10.251.91.229:50010 的 invalidSet`: the preposition governs the phrase's head after 的.
    if (claimed === null || check.claim.units[unit.index + 1]?.text === "的") {
      continue;
    }
    const given: string[] = [];
    for (
      let at = record.text.indexOf(unit.text);
      at !== -1;
      at = record.text.indexOf(unit.text, at + 1)
    ) {
      // `for order ORD-1`: a preposition governs the role noun's phrase; `by rule: /var/www`
      // governs `rule`, and nothing before `rule` gives /var/www a role.
      for (const word of wordsBefore(record.text, nameStart(record.text, at))) {
        const role = roleWord(word);
        if (role === null) {
          break;
        }
        if (role.kind === claimed.kind) {
          given.push(role.role);
          break;
        }
      }
    }
    if (given.length > 0 && !givesRole(claimed, given)) {
      check.conflict(
        unit,
        "role_conflict",
        record,
        `${record.label} has ${JSON.stringify(unit.text)} after ${JSON.stringify(given[0])}, not after ${JSON.stringify(previous.text)}`,
      );
      continue;
    }
    if (claimed.kind === "noun") {
      checkNounPreposition(check, unit, previous, record);
    }
  }
}

/**
 * `failed by customer C-2231007` against `failed for customer C-2231007`: the preposition before
 * a role noun gives the phrase its role too, and must be the record's.
 */
function checkNounPreposition(
  check: ClaimCheck,
  unit: ClaimUnit,
  noun: ClaimUnit,
  record: RecordAnalysis,
): void {
  const before = check.claim.units[noun.index - 1];
  const claimed = before === undefined ? null : claimRoleWord(before);
  if (before === undefined || before.clause !== unit.clause || claimed?.kind !== "preposition") {
    return;
  }
  const given: string[] = [];
  for (
    let at = record.text.indexOf(unit.text);
    at !== -1;
    at = record.text.indexOf(unit.text, at + 1)
  ) {
    const [nearest, second] = wordsBefore(record.text, at);
    const role = second === undefined ? null : roleWord(second);
    if (
      nearest !== undefined &&
      roleWord(nearest)?.kind === "noun" &&
      role?.kind === "preposition"
    ) {
      given.push(role.role);
    }
  }
  if (given.length > 0 && !givesRole(claimed, given)) {
    check.conflict(
      unit,
      "role_conflict",
      record,
      `${record.label} has ${JSON.stringify(unit.text)} after ${JSON.stringify(`${given[0]} ${noun.text}`)}, not after ${JSON.stringify(`${before.text} ${noun.text}`)}`,
    );
  }
}

const LOCATIVES = new Set(["上", "中", "里", "内"]);

/** `for block blk_-345...`, `for customer C-2231007`, `for key prefix stock:FRA-2`. */
const FOR_OBJECT =
  /\bfor\s+(?:(?:the|a|an)\s+)?(?:[\p{L}]+\s+){0,2}?([^\s,;()[\]]*[\p{N}@:_-][^\s,;()[\]]*)/gu;

/**
 * 负责 renders `for` only as what the thing is for: `负责块 X 的 PacketResponder` is
 * `PacketResponder ... for block X`. The name after 负责 must be the one the record writes after
 * `for`; `PgConnection@6d4f1a2b 负责连接泄漏检测` (detection triggered for that connection) and
 * `客户 C-2231007 对 ... 失败负责` (failed for that customer) make the name responsible.
 */
/** Words between a name and 负责 that leave the name its subject. */
const RESPONSIBLE_GAP = new Set(["已", "已经", "是", "在", "于"]);

export function checkResponsibleFor(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      unit.kind !== "han" ||
      unit.text !== "负责" ||
      account?.outcome !== "supported" ||
      account.record === null ||
      !account.detail.includes('"for"')
    ) {
      continue;
    }
    const record = account.record;
    const objects = new Set(
      [...record.text.matchAll(FOR_OBJECT)].map((match) => (match[1] ?? "").replace(/[.:]+$/u, "")),
    );
    const after = check.claim.units
      .slice(unit.index + 1, unit.index + 4)
      .filter((near) => near.clause === unit.clause && near.kind === "identifier");
    // It opens its phrase (`负责块 X 的 PacketResponder`, `DataNode 上负责 ...`): whatever
    // stands before it in its clause, other than a time or a place, is made responsible.
    // A time, 已, 是 or 在 between a name and 负责 still make that name responsible
    // (`ProxyLeakTask 在 22:53:06 负责 ...`, `SKU-88213 已负责 ...`).
    let back = unit.index - 1;
    while (
      back >= 0 &&
      check.claim.units[back]?.clause === unit.clause &&
      (RESPONSIBLE_GAP.has(check.claim.units[back]?.text ?? "") ||
        /^\d/u.test(check.claim.units[back]?.text ?? ""))
    ) {
      back--;
    }
    const previous = check.claim.units[back];
    const opensPhrase =
      previous === undefined ||
      previous.clause !== unit.clause ||
      LOCATIVES.has(previous.text) ||
      check.accounts[previous.index]?.outcome === "framing";
    if (opensPhrase && after.some((near) => objects.has(near.text))) {
      continue;
    }
    check.conflict(
      unit,
      "role_conflict",
      record,
      `${record.label} writes "for" only before ${[...objects].map((object) => JSON.stringify(object)).join(", ") || "no name"}; 负责 there makes another name responsible`,
    );
  }
}

/** `10.42.5.81 - - [28/Nov/2026:22:40:45 +0000] "POST /api/orders HTTP/1.1" 500`: the client. */
const ACCESS_CLIENT =
  /(?:^|\s)([\w.:-]+)\s+-\s+\S+\s+\[[^\]]+\]\s+"(?:get|post|put|delete|patch|head|options)\s/u;
/** Verbs that make their subject the one that logged, reported or answered what follows. */
const REPORTING_VERBS = new Set([
  "返回",
  "返回了",
  "return",
  "respond",
  "上报",
  "上报了",
  "报告",
  "报告了",
  "记录",
  "记录了",
  "显示",
  "打印",
  "打印了",
  "输出了",
  "report",
  "log",
  "record",
  "print",
]);

/**
 * `10.42.5.81 上报 POST /api/orders 返回 500` of an access line: the address an access line opens
 * with is the client that sent the request; the server logged the line, and the client reported
 * nothing.
 */
export function checkAccessClients(check: ClaimCheck): void {
  for (const record of check.records) {
    const client = ACCESS_CLIENT.exec(record.text)?.[1];
    if (client === undefined || record.knowledge) {
      continue;
    }
    for (const unit of check.claim.units) {
      const next = check.claim.units[unit.index + 1];
      if (
        unit.text !== client ||
        next === undefined ||
        next.clause !== unit.clause ||
        !REPORTING_VERBS.has(next.kind === "word" ? next.stem : next.text)
      ) {
        continue;
      }
      check.conflict(
        unit,
        "role_conflict",
        record,
        `${record.label} is the server's access line; ${JSON.stringify(client)} is the client that sent the request, and reported nothing`,
      );
      return;
    }
  }
}

/** Verbs that say their subject reported what follows (`reported`, 上报). */
const REPORTER_VERBS_HAN = new Set(["上报", "上报了"]);
const REPORTER_STEMS = new Set(["report", "record", "warn"]);
/** Prepositions after which a record names an object, never a reporter (`for the card provider`). */
const OBJECT_PREPOSITIONS = new Set(["for", "to", "from", "with", "by", "on", "at", "of", "in"]);

/**
 * `the card provider reported that ...`, `客户 C-2231007 上报 ...`, `OrderRepository reported
 * Slow query ...`: what reports a line is the service it is logged for, its thread or logger, or
 * the name its message opens with (`HikariPool-1 - Pool stats`), or what the reported thing is
 * of (`Progress of TaskAttempt X`). A name the record gives another role, after a preposition
 * or inside what the line says, reported nothing.
 */
export function checkReporters(check: ClaimCheck): void {
  for (const verb of check.claim.units) {
    const reporter0 = check.claim.units[verb.index - 1];
    // 记录, 报告 and an English `X logged` follow programs and components (`InnoDB 记录了 ...`)
    // too often to be held to the line's layout; a name is held to it where the line writes it
    // only inside code it quotes (`OrderRepository.findRecent...(`, `OrderHistoryService.java:54`,
    // `...CannotCreateTransactionException: ...`).
    const inCode =
      reporter0 !== undefined &&
      reporter0.kind === "identifier" &&
      check.records.some(
        (record) => !record.knowledge && onlyInCodeReferences(record, reporter0.text),
      );
    const next = check.claim.units[verb.index + 1];
    const englishReporting =
      verb.kind === "word" &&
      verb.text.endsWith("ed") &&
      (REPORTER_STEMS.has(verb.stem) || (verb.stem === "log" && inCode)) &&
      // `drewr logged in`: a login, not a report.
      !(
        verb.stem === "log" &&
        next !== undefined &&
        next.clause === verb.clause &&
        LOGGED_INTO.has(next.text)
      );
    const reporting =
      (verb.kind === "han" && LOGGING_HAN.has(verb.text) && inCode) ||
      (verb.kind === "han" && REPORTER_VERBS_HAN.has(verb.text)) ||
      englishReporting;
    const reporter = check.claim.units[verb.index - 1];
    if (!reporting || reporter === undefined || reporter.clause !== verb.clause) {
      continue;
    }
    for (const record of check.records) {
      if (record.knowledge || record.han) {
        continue;
      }
      const name = reporter.text;
      if (!standsAlone(record.text, name, NAME_CHARACTER)) {
        continue;
      }
      // English `X reported` follows a program, a logger or a pod as often as a service: only a
      // plain word the record has only after a preposition (`the card provider`) is held to it.
      const plainWord = reporter.kind === "word";
      if (
        (verb.kind === "word" && !plainWord && !inCode) ||
        reportsIn(record, name, reporter.kind === "identifier")
      ) {
        break;
      }
      check.conflict(
        reporter,
        "role_conflict",
        record,
        `${record.label} does not have ${JSON.stringify(name)} report it: the line is ${[...record.entities].find(([, roles]) => roles.has(SUBJECT_ROLE))?.[0] ?? "its service"}'s`,
      );
      return;
    }
  }
}

const LOGGING_HAN = new Set(["记录", "记录了", "报告", "报告了"]);
const LOGGED_INTO = new Set(["in", "into", "on", "out", "off"]);
/** The class of an exception or an error (`SQLTransientConnectionException`). */
const EXCEPTION_CLASS = /(?:exception|error)$/u;

/**
 * Whether a record writes a name only inside code it quotes: a method called
 * (`OrderRepository.findRecentByCustomerWithItems(...)`), a stack frame (`loadHistory(OrderHistoryService.java:54)`,
 * `OrderHistoryService.java:54`) or an exception thrown (`...CannotCreateTransactionException:
 * Could not open ...`). Such a name logged nothing; a logger or a component (`dfs.DataNode$...:`,
 * `nova.virt.libvirt.imagecache`) does.
 */
function onlyInCodeReferences(record: RecordAnalysis, name: string): boolean {
  const text = record.text;
  return everyPlace(
    text,
    name,
    (at) => isCodeReference(text, at, name.length),
    (at) =>
      !/[\p{L}\p{N}_]/u.test(text[at - 1] ?? " ") &&
      !/[\p{L}\p{N}_]/u.test(text[at + name.length] ?? " "),
  );
}

/** The dotted token around `text[at, at + length)` is code the line quotes (see above). */
function isCodeReference(text: string, at: number, length: number): boolean {
  // Before the message's ` - `, a call or a frame is where the line was logged from
  // (`OrderService(OrderService.java:42) - ...`): the logger.
  const separator = text.indexOf(" - ");
  if (separator !== -1 && at < separator) {
    return false;
  }
  const { start, end } = tokenAround(text, at, at + length, DOTTED_NAME_CHARACTER);
  const token = text.slice(start, end).replace(/\.+$/u, "");
  const next = text.slice(start + token.length, start + token.length + 300);
  return (
    // A call with arguments (`findRecentByCustomerWithItems(customerId=C-5512093)`); not a
    // module that labels its message (`pam_unix(sshd:auth):`, `workerEnv.init() ok`).
    /^\([^()]*[=.][^()]*\)/u.test(next) ||
    // A frame's file and line (`(OrderHistoryService.java:54)`).
    (text[start - 1] === "(" &&
      SOURCE_LOCATION.test(`${token}${/^:\d+/u.exec(next)?.[0] ?? ""}`)) ||
    (EXCEPTION_CLASS.test(token) && next.startsWith(":"))
  );
}

/**
 * What a record writes a name as when it is not the line's subject: its logger (`...SlowQueryLogger
 * - ...`), its thread (`[heap-monitor]`), or only code it quotes (`OrderRepository.java:87`,
 * `java.lang.Exception: ...`, a called method, a qualified class); null otherwise.
 */
export function codeRoleOf(record: RecordAnalysis, name: string): CodeRole | null {
  let known = codeRoles.get(record);
  if (known === undefined) {
    known = new Map();
    codeRoles.set(record, known);
  }
  let role = known.get(name);
  if (role === undefined) {
    role = findCodeRole(record, name);
    known.set(name, role);
  }
  return role;
}

/** What a name is to a line when it is not the line's subject (see `codeRoleOf`). */
export type CodeRole = "logger" | "thread" | "code" | "object";

/** Each record's names already read, so a record is scanned once per name in a turn. */
const codeRoles = new WeakMap<RecordAnalysis, Map<string, CodeRole | null>>();

function findCodeRole(record: RecordAnalysis, name: string): CodeRole | null {
  const text = record.text;
  const key = entityKey(name);
  if (key === "") {
    return null;
  }
  const thread = THREAD_FIELD.exec(text)?.[1]?.trim();
  if (thread !== undefined && entityKey(thread) === key) {
    return "thread";
  }
  // The logger ends the header, before ` - ` or `: ` (`...RMContainerAllocator: Assigned ...`).
  const header = /^(.*?)(?:\s[-:]\s|:\s)/u.exec(text)?.[1] ?? "";
  const logger = /([\w$.]+)\s*$/u.exec(header)?.[1] ?? "";
  // `... [dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw ...`:
  // a name the message itself gives is no mere logger.
  const isLogger = logger !== "" && (logger === key || logger.endsWith(`.${key}`));
  if (isLogger && text.slice(header.length).includes(key)) {
    return null;
  }
  // `[o.e.n.Node               ] initialized`: a bracketed logger (Elasticsearch's layout).
  if (isLogger || new RegExp(`\\[\\s*(?:[\\w$]+\\.)*${escapeRegExp(key)}\\s*\\]`, "u").test(text)) {
    return "logger";
  }
  // `Successfully started service 'org.apache...NettyBlockTransferService'`: a quoted name.
  if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) {
    return null;
  }
  if (writtenAsCode(text, key)) {
    return "code";
  }
  return onlyAsObject(text, key) ? "object" : null;
}

/**
 * Whether a record gives an id only as what its message is about: after a preposition (`for
 * order ORD-1`, `of SKU-88213`), as a key's value (`customerId=C-5512093`) or in parentheses
 * (`(warehouse FRA-2)`). Such an id did nothing the line reports.
 */
function onlyAsObject(text: string, name: string): boolean {
  if (!/\p{N}/u.test(name)) {
    return false;
  }
  return everyPlace(
    text,
    name,
    (at) => {
      // `for order ORD-1`, `(warehouse FRA-2`, `customerId=C-5512093`: a kind noun after a
      // preposition or a parenthesis, or a key, names what the id is to the line.
      const before = text.slice(Math.max(0, at - 40), at);
      const [preposition, noun] = before.trimEnd().split(/\s+/u).slice(-2);
      return (
        // `[Log partition=test-3-2, dir=...] Loading ...`: a leading context bracket names
        // what the message is about; inside the message a key's value is an object.
        (/[\p{L}]=$/u.test(before) && !/\[[^\]]*$/u.test(before)) ||
        /\(\s*\p{L}+\s+$/u.test(before) ||
        (before.endsWith(" ") &&
          OBJECT_PREPOSITIONS.has(preposition ?? "") &&
          /^\p{L}{3,}$/u.test(noun ?? "")) ||
        // `for org.postgresql.jdbc.PgConnection@6d4f1a2b`: an instance right after `for`.
        (before.endsWith(" ") && noun === "for" && name.includes("@"))
      );
    },
    (at) =>
      !/[\p{L}\p{N}_-]/u.test(text[at - 1] ?? " ") &&
      !/[\p{L}\p{N}_]/u.test(text[at + name.length] ?? " "),
  );
}

/** Whether a record lets a name be what reported it (see `checkReporters`). */
function reportsIn(record: RecordAnalysis, name: string, identifier: boolean): boolean {
  const text = record.text;
  if (record.entities.get(entityKey(name))?.has(SUBJECT_ROLE)) {
    return true;
  }
  if (THREAD_FIELD.exec(text)?.[1]?.includes(name)) {
    return true;
  }
  // The logger (`com.example.SlowQueryLogger`), or the name the message opens with.
  const header = /^(.*?)\s[-:]\s/u.exec(text)?.[1] ?? "";
  const message = text.slice(header.length).replace(/^\s[-:]\s/u, "");
  const logger = /([\w$]+)\s*$/u.exec(header)?.[1] ?? "";
  // A field between pipes (`20171223-22:15:29:649|Step_StandReportReceiver|...`) names its logger.
  if (logger.includes(name) || message.startsWith(name) || text.includes(`|${name}|`)) {
    return true;
  }
  const escaped = escapeRegExp(name);
  if (new RegExp(`\\bof\\s+(?:[a-z]+\\s+)?${escaped}|${escaped}'s\\b`, "u").test(text)) {
    return true;
  }
  if (identifier) {
    return false;
  }
  // A plain word: not when every place the record has it follows a preposition, stands in code
  // the line quotes (`org.springframework.transaction.CannotCreate...Exception:`) or is what a
  // number counts (`18402 rows`).
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text
      .slice(Math.max(0, at - 30), at)
      .trim()
      .split(/\s+/u)
      .slice(-3);
    const inName = isCodeReference(text, at, name.length);
    const counted = /^\d[\d,.]*$/u.test(before.at(-1) ?? "");
    if (!inName && !counted && !before.some((word) => OBJECT_PREPOSITIONS.has(word))) {
      return true;
    }
  }
  return false;
}
