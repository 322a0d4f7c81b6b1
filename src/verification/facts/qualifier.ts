/**
 * Qualifiers a claim must keep: a line that says what it says of something only as failed
 * (`nginx 启动失败`, `MountVolume.SetUp failed`), attempted (`Attempting to connect`, `Waiting
 * for pod X to become Ready`, `尝试成为 leader`), possible (`Possible SYN flooding`, `疑似内存泄漏`),
 * scheduled or cancelled (`reboot scheduled at 04:00`, `扩容已取消`) or rehearsed (`(dry run)`,
 * `simulated failure`, `[演练] 模拟`) is not supported by a claim that takes that clause's words
 * and drops the qualifier: `nginx 已启动` of `nginx 启动失败` says the opposite of the line with
 * nothing but the line's own words.
 */
import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { hasHan, oneWordRenderings, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis } from "../record-analysis.js";

/** One kind of qualifier: how a line writes it, what it reaches, and what a claim keeps it by. */
interface Qualifier {
  readonly name: string;
  /** In a line (global: every place is read). */
  readonly written: RegExp;
  /** How many characters before and after the qualifier its reach is, within its clause. */
  readonly before: number;
  readonly after: number;
  /** In a claim: any of these keeps it. */
  readonly kept: RegExp;
}

/** Words by which a claim keeps that something failed. */
const FAILURE_KEPT =
  /失败|未能|无法|不能|没能|放弃|超时|拒绝|异常|错误|出错|报错|\bfail|\bunable\b|\bcould ?n[o']t\b|\bcannot\b|\bnot\b|\berror|\bexception|\btimed? ?out|\brefused|\bdenied|\bexceeded|\bgave up\b|\bgiving up\b/u;
/** The one word right before: `SetUp failed`, `副本同步失败` (not `分区 19` before it). */
const ONE_WORD = -1;
/** The whole line: a dry run or a drill qualifies all of it. */
const LINE = 100_000;

const QUALIFIERS: readonly Qualifier[] = [
  {
    name: "failed",
    written: /失败|未成功|\bfailed\b|\brolled back\b/gu,
    before: ONE_WORD,
    after: 0,
    kept: FAILURE_KEPT,
  },
  {
    // `connect to db-1:5432 timed out`, `连接 db-1:5432 超时`: what the line was doing when it
    // timed out.
    name: "timed out",
    // (The normalized line writes `timed out` as `timeout`.)
    written: /\btimed out\b|\btimeout(?= after\b)/gu,
    before: 24,
    after: 0,
    kept: FAILURE_KEPT,
  },
  {
    // (`etcd 成员 etcd-2 选主超时`: the member is who timed out electing, not what timed out.)
    name: "timed out",
    written: /超时/gu,
    before: ONE_WORD,
    after: 0,
    kept: FAILURE_KEPT,
  },
  {
    name: "given up",
    written: /\bgiving up\b|\bgave up\b|放弃/gu,
    before: 0,
    after: 24,
    kept: FAILURE_KEPT,
  },
  {
    name: "only attempted",
    written:
      /\battempting\b|\btrying to\b|\bwaiting for\b|\bcampaigning\b|\breconnecting\b|\bretrying\b|尝试|等待|等候|试图|重试/gu,
    before: 0,
    after: 48,
    kept: /\battempt|\btr(?:y|ied|ying)\b|\bwait|\bcampaign|\bretr(?:y|ied|ying)|\breconnecting\b|尝试|等待|等候|试图|重试/u,
  },
  {
    name: "possible",
    written:
      /\bpossible\b|\bpossibly\b|\bpotential\b|\bappears? to\b|\blikely\b|\bsuspected\b|疑似|可能/gu,
    before: 0,
    after: 32,
    kept: /\bpossib|\bpotential|\bappear|\blikely\b|\bsuspect|\bmay\b|\bmight\b|疑似|可能|怀疑/u,
  },
  {
    name: "scheduled, not done",
    written:
      /\bscheduled\b|\bgoing to\b|\babout to\b|计划|拟于|准备|待(?=重启|删除|切换|扩容|缩容|执行|处理)/gu,
    before: 16,
    after: 24,
    kept: /\bschedul|\bplanned\b|\bwill\b|\bgoing to\b|\babout to\b|\brequest|计划|拟|准备|待|将/u,
  },
  {
    // `restart pending for pod api-7d9f`; not an alert's state (`DiskSpaceLow pending, ...`).
    name: "pending",
    written: /\bpending\b(?!\s*,)|待处理|等待中/gu,
    before: ONE_WORD,
    after: 16,
    kept: /\bpending\b|\bwill\b|\bnot yet\b|待|将|尚未/u,
  },
  {
    // `Error sending fetch request to node 3`: what the line was doing when it failed.
    name: "failed",
    written: /\berror (?=\p{L}+ing\b)/gu,
    before: 0,
    after: 40,
    kept: FAILURE_KEPT,
  },
  {
    // `Restart of api-7 requested by operator alice`: asked for, not done.
    name: "requested, not done",
    written: /\brequested by\b/gu,
    before: 24,
    after: 0,
    kept: /\brequest|\bwill\b|计划|请求|要求|待|将/u,
  },
  {
    name: "cancelled",
    written: /\bcancell?ed\b|\bvetoed\b|\bskipp(?:ed|ing)\b|已?取消|已?撤销|跳过|已?暂停/gu,
    before: 16,
    after: 16,
    kept: /\bcancel|\bveto|\bskip|取消|撤销|跳过|暂停/u,
  },
  {
    name: "a dry run or drill",
    written: /\bdry[ -]run\b|\bsimulat(?:ed|ing|ion)\b|\bdrill\b|\btabletop\b|演练|模拟|推演/gu,
    before: LINE,
    after: LINE,
    kept: /\bdry[ -]run\b|\bsimulat|\bdrill\b|\bchaos\b|\btabletop\b|演练|模拟|推演/u,
  },
];

/** Any qualifier at all: most lines have none, and are spared the rest. */
const ANY_QUALIFIER = new RegExp(
  QUALIFIERS.map((qualifier) => qualifier.written.source).join("|"),
  "u",
);
/** Where a line's clauses end. */
const CLAUSE_END = /[;；,，。：()（）[\]"=]|\.\s|:(?!\d)/u;

/**
 * The word right before a place in a line (`SetUp failed`, `副本同步失败`); before a Chinese
 * qualifier, the Chinese verb before the name it acts on too (`删除 pod api-7d9f 失败`).
 */
function oneWordBefore(text: string, at: number): string {
  const words = text
    .slice(Math.max(0, at - 40), at)
    .split(/\s+/u)
    .filter((word) => word !== "");
  const last = words.at(-1) ?? "";
  if (!hasHan(text.slice(at, at + 1)) || hasHan(last)) {
    return last;
  }
  const verb = words.findLast((word) => hasHan(word));
  return verb === undefined ? last : `${verb} ${last}`;
}

/** The stretches of a line a qualifier reaches: around each place it is written, in its clause. */
function reachesOf(text: string, qualifier: Qualifier): string[] {
  const reaches: string[] = [];
  for (const match of text.matchAll(qualifier.written)) {
    const at = match.index ?? 0;
    const end = at + match[0].length;
    // `canceled=false`: a key's name qualifies nothing.
    // (`--dry-run=server` is a flag that sets it.)
    if (
      !hasHan(match[0]) &&
      text.slice(Math.max(0, at - 2), at) !== "--" &&
      /^\s*(?:[=:]|(?:false|true|yes|no|0|1)\b)/u.test(text.slice(end, end + 7))
    ) {
      continue;
    }
    let before =
      qualifier.before === ONE_WORD
        ? oneWordBefore(text, at)
        : text.slice(Math.max(0, at - qualifier.before), at);
    let after = text.slice(end, end + qualifier.after);
    if (qualifier.before < LINE) {
      const parts = before.split(CLAUSE_END);
      before = parts[parts.length - 1] ?? "";
      after = after.split(CLAUSE_END)[0] ?? "";
    }
    reaches.push(`${before} ${after}`);
  }
  return reaches;
}

/** Chinese aspect words around a verb (`已启动`, `启动了`, `已经`, `被`). */
const ASPECT = /^(?:已经|已被|已|被)|了$/gu;

/**
 * What a claim unit's word is written as in a line: an English word by its stem, or by a
 * Chinese term of the glossary it renders (`started` of `启动失败`); a Chinese word without its
 * aspect, or by an English rendering of one word (`已删除` of `deleted (dry run)`).
 */
function formsOf(check: ClaimCheck, unit: ClaimUnit): string[] {
  if (unit.kind === "word") {
    const stem = unit.stem.length >= 3 ? unit.stem : unit.text;
    return [stem, ...(check.grammar.glossaryByStem.get(unit.stem) ?? [])];
  }
  if (unit.kind !== "han" && !hasHan(unit.text)) {
    return [];
  }
  const verb = unit.text.replace(ASPECT, "");
  if (verb === "") {
    return [];
  }
  const renderings = oneWordRenderings(check.grammar, verb)
    .map(wordStem)
    .filter((stem) => stem.length >= 3);
  return [verb, ...renderings];
}

/** Where a form stands in a text: a Chinese term anywhere, an English stem at a word's start. */
function placesOf(form: string, text: string): number[] {
  const places: number[] = [];
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    if (hasHan(form) || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? " ")) {
      places.push(at);
    }
  }
  return places;
}

/**
 * How many places of a text a claim unit's word stands at, in any of its forms: `leader` of
 * `选主超时, ... leader 变更` stands at two, one of them outside what the qualifier reaches.
 */
function occurrences(forms: readonly string[], text: string): number {
  return new Set(forms.flatMap((form) => placesOf(form, text))).size;
}

/** Whether a claim unit's word stands in a clause of a line, in any of its forms. */
function standsIn(forms: readonly string[], clause: string): boolean {
  return forms.some((form) => placesOf(form, clause).length > 0);
}

/**
 * `nginx 已启动` against `nginx 启动失败`, `deployment.apps/api deleted` against `... deleted (dry
 * run)`: a claim whose words stand in a qualified clause of the line it rests on, and that keeps
 * no word of the qualifier, is unsupported.
 */
export function checkDroppedQualifiers(check: ClaimCheck): void {
  const claimText = check.claim.text;
  for (const record of check.records) {
    if (!ANY_QUALIFIER.test(record.text)) {
      continue;
    }
    checkRecord(check, record, claimText);
  }
}

function checkRecord(check: ClaimCheck, record: RecordAnalysis, claimText: string): void {
  for (const qualifier of QUALIFIERS) {
    if (qualifier.kept.test(claimText)) {
      continue;
    }
    const qualified = reachesOf(record.text, qualifier);
    if (qualified.length === 0) {
      continue;
    }
    const taken = check.claim.units.find((unit) => {
      const account = check.accounts[unit.index];
      if (
        account?.outcome !== "supported" ||
        account.record !== record ||
        !(
          (unit.kind === "word" &&
            !check.grammar.framingStems.has(unit.stem) &&
            !/^\d/u.test(unit.text)) ||
          (unit.kind === "han" && !check.grammar.framingHan.has(unit.text))
        )
      ) {
        return false;
      }
      const forms = formsOf(check, unit);
      // `请求等待超时` against `requests time out`: a failure is what the attempt came to.
      if (qualifier.name === "only attempted" && FAILURE_KEPT.test(unit.text)) {
        return false;
      }
      const reached = qualified.filter((clause) => standsIn(forms, clause)).length;
      return (
        reached > 0 &&
        // A word the line also writes outside what the qualifier reaches may be that one.
        occurrences(forms, record.text) <= reached &&
        // The words of the qualifier itself are no fact it qualifies.
        !new RegExp(qualifier.written.source, "u").test(unit.text)
      );
    });
    if (taken !== undefined) {
      check.unsupported(
        taken,
        "fact_unsupported",
        `${record.label} gives ${quote(taken.text)} as ${qualifier.name}; the claim drops that`,
        "relation",
      );
      return;
    }
  }
}
