/**
 * Identifiers and entities. An identifier (`order-service`, `HikariPool-1`,
 * `10.10.34.13:3888`, `blk_-7570`, an instance UUID) is supported only where a cited record has
 * it as a whole: `waiting=3` is not in `waiting=37`, `order-service` is not in
 * `order-service-v2`, but `10.10.34.13:3888` is in `/10.10.34.13:3888` and `10.251.73.220:50010`
 * in `10.251.73.220:50010:Got`.
 *
 * Entities are the identifiers facts are about: services, hosts, pods, instances, blocks. A fact
 * is supported only by a record of the entity the claim gives it (per-record scope).
 */
import type { Grammar } from "../grammar/grammar.js";

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
export const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const TIME_OF_SECOND = /^\d{1,2}:\d{2}:\d{2}$/u;
const TIME_START = /^\d{1,2}:\d{2}/u;
const DATE_BEFORE = /(?:^|[^\d])\d{8}$/u;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

function boundaryBefore(text: string, at: number, identifier: string): boolean {
  const previous = text[at - 1];
  if (previous === undefined) {
    return true;
  }
  // `20171223-22:15:35:104`: a time of day after a date joined on with `-`.
  if (previous === "-" && TIME_START.test(identifier) && DATE_BEFORE.test(text.slice(0, at - 1))) {
    return true;
  }
  // `LearnerHandler-/10.10.34.11:32976`: an address or path glued on with `-` is its own name.
  if (previous === "-" && identifier[0] === "/") {
    return true;
  }
  if (previous === "-" || isWordCharacter(previous)) {
    return false;
  }
  if (previous === ".") {
    // `./ibtmp1`: a relative path, which names the same file as `/ibtmp1` is read from it.
    if (identifier[0] === "/" && !isWordCharacter(text[at - 2])) {
      return true;
    }
    // `dfs.datanode`: a name after a dotted package; never the tail of a number (`73.220`).
    return LETTER.test(identifier[0] ?? "") && LETTER.test(text[at - 2] ?? "");
  }
  return true;
}

function boundaryAfter(text: string, end: number, identifier: string): boolean {
  const next = text[end];
  if (next === undefined) {
    return true;
  }
  // `5563k->575k`: an arrow after a figure ends it (`-` otherwise goes on: `order-service`).
  if (next === "-" && text[end + 1] === ">") {
    return true;
  }
  if (next === "-" || isWordCharacter(next)) {
    return false;
  }
  if (next === ".") {
    const after = text[end + 1];
    // `22:41:17` is in `22:41:17.123`: the fraction refines the second.
    return (
      TIME_OF_SECOND.test(identifier) ||
      !(DIGIT.test(identifier.at(-1) ?? "") && DIGIT.test(after ?? ""))
    );
  }
  return true;
}

/**
 * Whether `piece` stands in `text` with no character of `joined` glued on before it, nor after
 * it unless `prefix` (a stem may go on: `pause` in `gc pause`, not in `jvmgcpausehigh`).
 */
export function standsAlone(text: string, piece: string, joined: RegExp, prefix = false): boolean {
  for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + 1)) {
    if (
      !joined.test(text[at - 1] ?? " ") &&
      (prefix || !joined.test(text[at + piece.length] ?? " "))
    ) {
      return true;
    }
  }
  return false;
}

/** Whether `identifier` occurs in `text` (both lower-case) as a whole identifier. */
export function occursAsIdentifier(text: string, identifier: string): boolean {
  if (identifier === "") {
    return false;
  }
  let from = 0;
  for (;;) {
    const at = text.indexOf(identifier, from);
    if (at === -1) {
      return false;
    }
    if (
      boundaryBefore(text, at, identifier) &&
      boundaryAfter(text, at + identifier.length, identifier)
    ) {
      return true;
    }
    from = at + 1;
  }
}

/** What kind of thing an entity is; facts about one kind are scoped by it. */
export type EntityKind = "service" | "host" | "instance" | "block" | "named";

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const BLOCK = /^blk_-?\d+$/u;
const HYPHENATED_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/u;

/** An entity written without decoration: no leading `/`, no trailing punctuation. */
export function entityKey(identifier: string): string {
  const last = identifier.at(-1);
  if (!identifier.startsWith("/") && last !== "." && last !== ":" && last !== "," && last !== ";") {
    // Nothing to strip: the common case, without two passes of expressions.
    return identifier;
  }
  return identifier.replace(/^\/+/u, "").replace(/[.:,;]+$/u, "");
}

const KIND_CACHE_LIMIT = 10_000;
const kindCaches = new WeakMap<Grammar, Map<string, EntityKind | null>>();

/**
 * The kind of entity an identifier names by its shape, or null when it names no entity.
 * Memoized per grammar by the identifier (bounded): records and claims repeat their names.
 */
export function entityKindOf(grammar: Grammar, identifier: string): EntityKind | null {
  let cache = kindCaches.get(grammar);
  if (cache === undefined) {
    cache = new Map();
    kindCaches.set(grammar, cache);
  }
  const cached = cache.get(identifier);
  if (cached !== undefined) {
    return cached;
  }
  const kind = computeEntityKind(grammar, identifier);
  if (cache.size >= KIND_CACHE_LIMIT) {
    cache.clear();
  }
  cache.set(identifier, kind);
  return kind;
}

function computeEntityKind(grammar: Grammar, identifier: string): EntityKind | null {
  const key = entityKey(identifier);
  if (IPV4.test(key)) {
    return "host";
  }
  if (UUID.test(key)) {
    return "instance";
  }
  if (BLOCK.test(key)) {
    return "block";
  }
  if (HYPHENATED_NAME.test(key)) {
    const parts = key.split(/[-_]/u);
    // `queue_depth`, `consumer_lag_seconds`: a snake_case name is a key or a metric unless it
    // ends in a kind of service (`payments_api`).
    const named = key.includes("-")
      ? parts.some((part) => grammar.entitySuffixes.has(part))
      : grammar.entitySuffixes.has(parts.at(-1) ?? "");
    if (named) {
      return "service";
    }
  }
  return null;
}

/** `10.251.73.220:50010` and `10.251.73.220`, `order-service:8080` and `order-service`: one entity. */
export function sameEntity(left: string, right: string): boolean {
  const first = entityKey(left);
  const second = entityKey(right);
  if (first === second) {
    return true;
  }
  if (!first.includes(":") && !second.includes(":")) {
    // Neither has a port to leave out: two different names are two entities. (Spares the two
    // replacements below on every pair a claim's entities are compared with.)
    return false;
  }
  const withoutPort = (value: string): string => value.replace(/:\d{1,5}$/u, "");
  // One side without a port names the host of the other; two different ports are two entities.
  return (
    (withoutPort(first) === second && first !== second) ||
    (withoutPort(second) === first && first !== second)
  );
}
