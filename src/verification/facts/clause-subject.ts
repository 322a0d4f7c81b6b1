/**
 * Subjects of a line's clauses: a line that says one thing of one name and another of another
 * (`pg-node-1 role changed leader -> replica; pg-node-2 promoted`, `etcd-2 lost leader; etcd-1 is
 * leader at term 9`) gives each clause's words to the name the clause opens with. A claim that
 * names one of those names says of it only what its own clause says: the words it takes from
 * the other name's clause alone are said of the wrong subject.
 */
import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { wordStem } from "../grammar/grammar.js";
import { LEVELS, type RecordAnalysis } from "../record-analysis.js";
import { type Token, tokenize } from "../text/tokenize.js";
import { entityKey } from "./identifier.js";
import { hanNameStems } from "./key-value.js";

/** Where a clause ends in a line: a semicolon, or a comma before a name of its own. */
const CLAUSE_BREAKS = new Set([";", "；", ",", "，"]);
/** Words that join two clauses (`etcd-2 lost leader and etcd-1 is leader`). */
const JOINING_WORDS = new Set(["and", "while", "whereas", "but", "而", "而且", "同时"]);
/** Kind nouns that may stand before a clause's name (`replica db-r2`, `node etcd-2`). */
const KIND_WORDS = new Set([
  "node",
  "member",
  "replica",
  "server",
  "broker",
  "pod",
  "host",
  "instance",
  "peer",
  "worker",
  "partition",
  "shard",
  "container",
  "service",
  "节点",
  "成员",
  "副本",
  "实例",
  "主机",
  "分区",
  "主库",
  "从库",
  "备库",
  "主节点",
  "从节点",
  "集群",
]);
/** An IP address, with its port: a subject a clause may open with. */
const ADDRESS = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$/u;

/** A name a clause may open with: letters first, with a digit or a joiner (`etcd-2`, `db-r2`). */
const NAME =
  /^(?:[a-z][a-z0-9_.:-]*(?:[0-9]|-[a-z0-9])[a-z0-9_.:-]*|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)$/u;

/** One clause of a line: what it opens with (a name, or the words before a shared noun), and its words. */
interface Clause {
  readonly subject: string;
  /** The stems or names a claim must name to name the subject. */
  readonly naming: readonly string[];
  readonly words: ReadonlySet<string>;
  /** Its runs of Chinese text. */
  readonly han: readonly string[];
}

/** A clause's tokens after the line's header, with its opening name if it has one. */
interface Part {
  readonly name: string | null;
  /** The tokens after the name (and its kind word). */
  readonly rest: readonly Token[];
}

/** The clauses of a line (split at semicolons and commas), each after the line's header. */
function partsOf(tokens: readonly Token[]): Part[] {
  const parts: Part[] = [];
  let start = 0;
  const close = (end: number) => {
    const slice = tokens.slice(start, end);
    start = end + 1;
    // A line's header (`2024-05-11 14:01:00 ERROR [etcd]`) stands before its first clause.
    let first = 0;
    while (first < slice.length) {
      const token = slice[first] as Token;
      if (token.text === "[") {
        const closing = slice.findIndex((other, at) => at > first && other.text === "]");
        first = closing === -1 ? slice.length : closing + 1;
      } else if (
        (token.kind === "identifier" && !/\p{L}/u.test(token.text) && !ADDRESS.test(token.text)) ||
        token.kind === "number" ||
        LEVELS.has(token.text)
      ) {
        first += 1;
      } else {
        break;
      }
    }
    // `patroni: pg-node-1 ...`, `mysql replication: IO thread ...`: a program or topic before a
    // colon opens the line, not its first clause.
    const colon = slice.findIndex(
      (token, at) => at >= first && at <= first + 3 && token.kind === "break" && token.text === ":",
    );
    if (
      parts.length === 0 &&
      colon !== -1 &&
      slice
        .slice(first, colon)
        .every(
          (token) => token.kind === "word" || token.kind === "identifier" || token.kind === "break",
        )
    ) {
      first = colon + 1;
    }
    const kind = KIND_WORDS.has(slice[first]?.text ?? "") && slice.length > first + 2 ? 1 : 0;
    const opener = slice[first + kind];
    const name =
      opener !== undefined && opener.kind === "identifier" && NAME.test(opener.text)
        ? entityKey(opener.text)
        : null;
    const rest = slice.slice(name === null ? first : first + kind + 1);
    // `ca.pem, server-cert.pem and server-key.pem in data directory`: a name alone is an item
    // of a list, not a clause's subject.
    const alone = !rest.some((token) => token.kind === "word" || token.kind === "han");
    parts.push({ name: alone ? null : name, rest });
  };
  for (const [index, token] of tokens.entries()) {
    if (
      (token.kind === "break" && CLAUSE_BREAKS.has(token.text)) ||
      ((token.kind === "word" || token.kind === "han") && JOINING_WORDS.has(token.text))
    ) {
      close(index);
    }
  }
  close(tokens.length);
  return parts;
}

/** Clauses by the names they open with; a clause with none belongs to the one before it. */
function byName(parts: readonly Part[]): Clause[] {
  const clauses: Clause[] = [];
  for (const part of parts) {
    const previous = clauses.at(-1);
    if (part.name === null) {
      if (previous !== undefined) {
        clauses[clauses.length - 1] = {
          ...previous,
          words: new Set([...previous.words, ...wordsOf(part.rest)]),
          han: [...previous.han, ...hanOf(part.rest)],
        };
      }
      continue;
    }
    clauses.push({
      subject: part.name,
      naming: [part.name],
      words: wordsOf(part.rest),
      han: hanOf(part.rest),
    });
  }
  return clauses;
}

/**
 * Clauses by the word they open with before a noun all of them share, right after it (`IO
 * thread stopped, SQL thread running`: io and sql before thread); null unless every clause is
 * such a short one.
 */
function byOpeningWords(parts: readonly Part[]): Clause[] | null {
  const rests = parts.map((part) => part.rest.filter((token) => token.kind !== "break"));
  // Every clause must be a short one: most lines are not, and need no stems.
  if (rests.some((rest) => rest.length < 3 || rest.length > OPENING_CLAUSE_LENGTH)) {
    return null;
  }
  const stems = rests.map((rest) =>
    rest.map((token) => (token.kind === "word" ? wordStem(token.text) : token.text)),
  );
  const noun = stems[0]?.[1];
  if (
    noun === undefined ||
    stems.some(
      (own) =>
        own.length < 3 || own.length > OPENING_CLAUSE_LENGTH || own[1] !== noun || own[0] === noun,
    ) ||
    rests.some((rest) => rest.slice(0, 2).some((token) => token.kind !== "word"))
  ) {
    return null;
  }
  return rests.map((rest, index) => {
    const opener = (stems[index] as string[])[0] as string;
    return {
      subject: opener,
      naming: [opener],
      words: wordsOf(rest.slice(2)),
      han: hanOf(rest.slice(2)),
    };
  });
}

/** The most tokens a clause of `byOpeningWords` holds. */
const OPENING_CLAUSE_LENGTH = 6;

/**
 * Whether the clauses `byName` makes of these parts have two subjects: they are the parts'
 * names, so most lines (one name, or none) are ruled out before their words are read.
 */
function namesTwoSubjects(parts: readonly Part[]): boolean {
  let first: string | null = null;
  for (const part of parts) {
    if (part.name !== null) {
      if (first === null) {
        first = part.name;
      } else if (part.name !== first) {
        return true;
      }
    }
  }
  return false;
}

function hasTwoSubjects(clauses: readonly Clause[] | null): clauses is Clause[] {
  return clauses !== null && new Set(clauses.map((clause) => clause.subject)).size >= 2;
}

function hanOf(tokens: readonly Token[]): string[] {
  return tokens.filter((token) => token.kind === "han").map((token) => token.text);
}

function wordsOf(tokens: readonly Token[]): Set<string> {
  const words = new Set<string>();
  for (const [index, token] of tokens.entries()) {
    if (token.kind === "word") {
      words.add(wordStem(token.text));
      // `NotReady` is a name in a claim and a word in a line written in lower case.
      words.add(token.text);
      // `NotReady` reads `not ready` once normalized: a name written as two words.
      const next = tokens[index + 1];
      if (next?.kind === "word") {
        words.add(token.text + next.text);
      }
    } else if (token.kind === "number" || token.kind === "identifier") {
      words.add(token.text);
    } else if (token.kind === "han") {
      words.add(token.text);
    }
  }
  return words;
}

/** The stems and texts a claim unit may stand as in a clause's words. */
function formsOf(check: ClaimCheck, unit: ClaimUnit): readonly string[] {
  switch (unit.kind) {
    case "word":
      return [unit.stem];
    case "quantity":
    case "identifier":
    case "negator":
      return [unit.text];
    case "han":
      return [unit.text, ...hanNameStems(check.grammar, unit.text)];
    default:
      return [];
  }
}

/**
 * `etcd-2 is leader at term 9` against `etcd-2 lost leader; etcd-1 is leader at term 9`, `SQL
 * thread stopped` against `IO thread stopped, SQL thread running`: a word a claim says of one
 * clause's subject that only another subject's clause has is unsupported.
 */
export function checkClauseSubjects(check: ClaimCheck): void {
  const names = check.claim.units
    .filter((unit) => unit.kind === "identifier")
    .map((unit) => entityKey(unit.text));
  for (const record of check.records) {
    if (!CLAUSE_HINT.test(record.text)) {
      continue;
    }
    // A clause is part of one line: a long record is read around the first place of each
    // name of the claim, a short one whole.
    const text = record.text;
    const lines: Array<readonly [number, number]> = [];
    if (text.length <= WHOLE_RECORD) {
      lines.push([0, text.length]);
    } else {
      for (const name of names) {
        const at = text.indexOf(name);
        if (at !== -1) {
          const start = text.lastIndexOf(" ", Math.max(0, at - AROUND)) + 1;
          const end = text.indexOf(" ", Math.min(text.length, at + name.length + AROUND));
          lines.push([start, end === -1 ? text.length : end]);
        }
      }
    }
    for (const [start, end] of lines) {
      for (const clauses of clausesOf(record, start, end)) {
        checkAgainst(check, record, clauses);
      }
    }
  }
}

const CLAUSE_HINT = /[;；,，]|\s(?:and|while|whereas|but)\s|而/u;
/** Records up to this length are read whole; longer ones this far around a claim's names. */
const WHOLE_RECORD = 2_000;
const AROUND = 400;

/**
 * The clauses of a stretch of a record by their names and by their opening words, where either
 * reading finds two subjects; read once per record and stretch (a turn's claims share records).
 */
const clausesByRecord = new WeakMap<RecordAnalysis, Map<number, readonly Clause[][]>>();

function clausesOf(record: RecordAnalysis, start: number, end: number): readonly Clause[][] {
  let byStart = clausesByRecord.get(record);
  if (byStart === undefined) {
    byStart = new Map();
    clausesByRecord.set(record, byStart);
  }
  let found = byStart.get(start);
  if (found === undefined) {
    const parts = partsOf(tokenize(record.text.slice(start, end)));
    found =
      parts.length < 2
        ? []
        : [namesTwoSubjects(parts) ? byName(parts) : null, byOpeningWords(parts)].filter(
            (clauses) => hasTwoSubjects(clauses),
          );
    byStart.set(start, found);
  }
  return found;
}

function checkAgainst(check: ClaimCheck, record: RecordAnalysis, clauses: readonly Clause[]): void {
  // Where the claim names each subject: by unit, the subject its word or name names.
  const subjectAt: Array<string | null> = check.claim.units.map((unit) => {
    const forms = new Set([unit.kind === "word" ? unit.stem : entityKey(unit.text)]);
    if (unit.kind === "han") {
      for (const stem of hanNameStems(check.grammar, unit.text)) {
        forms.add(stem);
      }
    }
    const naming = clauses.filter((clause) => clause.naming.some((name) => forms.has(name)));
    return naming.length === 1 ? (naming[0] as Clause).subject : null;
  });
  const named = clauses.filter((clause) =>
    clause.naming.every((name) =>
      subjectAt.some((subject, index) => subject === clause.subject && name !== "" && index >= 0),
    ),
  );
  if (named.length === 0) {
    return;
  }
  const naming = new Set(clauses.flatMap((clause) => clause.naming));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      account?.outcome !== "supported" ||
      account.record !== record ||
      (unit.kind === "word" && check.grammar.framingStems.has(unit.stem)) ||
      (unit.kind === "han" && check.grammar.framingHan.has(unit.text))
    ) {
      continue;
    }
    const forms = formsOf(check, unit);
    if (forms.some((form) => naming.has(form))) {
      continue;
    }
    // `etcd-1 lost leader and etcd-2 is leader`: each word is said of the subject the claim
    // named last before it in its clause (or first after it).
    const subject = subjectOf(check, subjectAt, unit);
    if (subject === null) {
      continue;
    }
    // `web-1 磁盘已满` against `web-1 磁盘正常，web-2 磁盘已满`: a Chinese word stands inside a
    // clause's run of Chinese.
    const holding = clauses.filter(
      (clause) =>
        forms.some((form) => clause.words.has(form)) ||
        (unit.kind === "han" && clause.han.some((run) => run.includes(unit.text))),
    );
    if (holding.length === 0 || holding.some((clause) => clause.subject === subject)) {
      continue;
    }
    const other = (holding[0] as Clause).subject;
    check.unsupported(
      unit,
      "fact_unsupported",
      `${record.label} says ${quote(unit.text)} of ${quote(other)}, not of ${quote(subject)}`,
      "relation",
    );
  }
}

/** The subject a claim unit is said of: the one named last before it, or first after it. */
function subjectOf(
  check: ClaimCheck,
  subjectAt: ReadonlyArray<string | null>,
  unit: ClaimUnit,
): string | null {
  for (let index = unit.index - 1; index >= 0; index--) {
    const subject = subjectAt[index];
    if (subject !== null && subject !== undefined) {
      return subject;
    }
  }
  for (let index = unit.index + 1; index < check.claim.units.length; index++) {
    const subject = subjectAt[index];
    if (subject !== null && subject !== undefined) {
      return subject;
    }
  }
  return null;
}
