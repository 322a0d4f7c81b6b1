/**
 * Runs of labelled figures: a line that lists several figures, each written with its own label
 * (`user 71% sys 22% iowait 4%`, `3ms min, 912ms max, 41ms avg`, `命中 88231 次，未命中 1204
 * 次`), gives each figure its label on one side only. Read as prose, every figure is named by
 * the words on both sides of it, so `sys` named 71% as much as 22%; in a run it names 22% alone.
 *
 * The side is read from the line's layout. Pairs apart (`3ms min, 912ms max`) are read per pair:
 * every pair after the first writes its label after its figure, or every pair before the last
 * writes it before. Pairs written one after another with nothing between them (`rx 812 Mbps tx
 * 96 Mbps`) are read from the run's ends: a run that starts with a word and ends with a figure
 * writes labels before figures; one that starts with a figure and ends with a word, after. The
 * words of the first pair beyond the longest other label (`IOPS 读 3100 写 880`: IOPS) are the
 * run's heading and name every figure of it. A line that reads both ways is not a run.
 *
 * A claimed figure is then given a figure's value only if no word of its phrase names another
 * figure of the run and not this one (`ceph 写 IOPS 3100` against `IOPS 读 3100 写 880`).
 */
import type { ClaimAnalysis, ClaimUnit } from "../claim-analysis.js";
import { type Grammar, hasHan, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis, RecordValue } from "../record-analysis.js";
import type { Token } from "../text/tokenize.js";
import { hanNameStems, unitNamesValue } from "./key-value.js";

/** What a token is in a run: a label's word, a figure, a pair separator, or an end of the run. */
type Item =
  | { readonly kind: "label"; readonly token: number }
  | { readonly kind: "figure"; readonly value: number; readonly keyed: boolean }
  | { readonly kind: "separator" };

/** Units written apart after a figure (`812 Mbps`, `88231 次`): part of the figure. */
const UNIT_AFTER =
  /^(?:[kmg]?bps|[kmg]?b\/s|[kmg]?bit\/s|rps|qps|req\/s|ops|iops|次|个|条|张|docs\/s|次\/s)$/u;
/**
 * Words of a change right before a figure (`从 60% 上升到 96%`, `increased from 57% to 69%`): the
 * figures are one value's former and later ones (see `former-figure.ts`), not a run.
 */
const CHANGE_BEFORE =
  /(?:从|由|到|至|为|成|变|升|降|增|减|扩|缩|调整|改)$|^(?:to|from|into|increas\w*|decreas\w*|ros\w*|rise\w*|fell|fall\w*|grew|grow\w*|chang\w*|went|rais\w*|lower\w*|reduc\w*|bump\w*|jump\w*|climb\w*|spik\w*|doubl\w*|halv\w*)$/u;
const COLONS = new Set([":", "："]);
const OPENING = new Set(["(", "（", "["]);
const CLOSING = new Set([")", "）", "]"]);
/** `612/s`: a rate in brackets after a count. */
const RATE = /^\d+(?:\.\d+)?\/[a-z]+$/u;
/** How far a bracket restating a figure may reach, in tokens. */
const BRACKET_REACH = 5;
/** The most pairs apart a run is looked for in at once. */
const MAX_PAIRS = 16;
/** The most words a label between two figures of a run has. */
const LABEL_WORDS = 2;
/** Clause breaks between pairs; other breaks (brackets) end a run. */
const SEPARATORS = new Set([",", ";", "，", "；", "、"]);

interface Pair {
  readonly figure: Extract<Item, { kind: "figure" }>;
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/** The figures of a run and the label tokens each is given, plus the run's heading. */
interface Run {
  readonly members: ReadonlyArray<{ readonly value: number; readonly label: readonly number[] }>;
  readonly heading: readonly number[];
}

function isLabelToken(grammar: Grammar, token: Token): boolean {
  switch (token.kind) {
    case "word":
      return !grammar.framingStems.has(wordStem(token.text));
    case "han":
      return !grammar.framingHan.has(token.text);
    case "identifier":
      return /\p{L}/u.test(token.text) && !token.text.includes("->");
    default:
      return false;
  }
}

/**
 * Where a run ends: at a break other than a separator (a bracket, a colon) or the text's end
 * (`hard`), or at a word that cannot be a label (`soft`: framing, a conjunction, a month).
 */
type End = "hard" | "soft";

/** Words that end a run rather than label a figure. */
const NOT_LABELS = new Set([
  "and",
  "or",
  "but",
  "not",
  "no",
  "nor",
  "of",
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
  "和",
  "与",
  "及",
  "或",
  "并",
  "而",
]);

/** `/s` of `次/s`: a rate's time unit written apart. */
const PER_UNIT = /^\/[a-z]+$/u;
/** Framing words that end a run (`200 OK in 2480ms`, `312 of 2000`); other framing is skipped. */
const ENDING_FRAMING = new Set([
  "a",
  "an",
  "the",
  "in",
  "on",
  "at",
  "to",
  "for",
  "with",
  "by",
  "from",
  "of",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "has",
  "have",
  "had",
  "after",
  "before",
  "为",
  "是",
  "的",
  "在",
  "从",
  "到",
  "于",
  "被",
  "了",
]);

function isTransparent(grammar: Grammar, token: Token): boolean {
  return (
    (token.kind === "word" &&
      grammar.framingStems.has(wordStem(token.text)) &&
      !ENDING_FRAMING.has(token.text)) ||
    (token.kind === "han" && grammar.framingHan.has(token.text) && !ENDING_FRAMING.has(token.text))
  );
}

/** The tokens of a record as run items, and where runs end. */
function itemsOf(
  grammar: Grammar,
  tokens: readonly Token[],
  valueAt: ReadonlyMap<number, number>,
  attached: Map<number, number[]>,
): Array<Item | End> {
  const items: Array<Item | End> = [];
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position] as Token;
    const value = valueAt.get(token.start);
    if (value !== undefined && (token.kind === "number" || token.kind === "keyValue")) {
      items.push({ kind: "figure", value, keyed: token.kind === "keyValue" });
      // `410 次/s`: up to two unit tokens after the number are part of the figure.
      for (let unit = 0; unit < 2 && token.kind === "number"; unit++) {
        const next = tokens[position + 1];
        if (
          next === undefined ||
          !(UNIT_AFTER.test(next.text) || grammar.units.has(next.text) || PER_UNIT.test(next.text))
        ) {
          break;
        }
        position += 1;
      }
      // `hits 88231 (98.6%)`: figures in brackets right after a figure restate it, and share
      // its label.
      if (OPENING.has(tokens[position + 1]?.text ?? "")) {
        const closing = tokens.findIndex(
          (other, at) =>
            at > position + 1 && at <= position + BRACKET_REACH && CLOSING.has(other.text),
        );
        const inside = tokens.slice(position + 2, closing);
        if (
          closing !== -1 &&
          inside.every(
            (other) =>
              valueAt.has(other.start) ||
              grammar.units.has(other.text) ||
              UNIT_AFTER.test(other.text) ||
              PER_UNIT.test(other.text) ||
              RATE.test(other.text),
          )
        ) {
          attached.set(
            value,
            inside.flatMap((other) => {
              const index = valueAt.get(other.start);
              return index === undefined ? [] : [index];
            }),
          );
          position = closing;
        }
      }
    } else if (token.kind === "break" && COLONS.has(token.text)) {
      // `eth0: RX 812 Mbps TX 96 Mbps`: what stands before a colon is the run's heading.
    } else if (token.kind === "break") {
      items.push(SEPARATORS.has(token.text) ? { kind: "separator" } : "hard");
    } else if (NOT_LABELS.has(token.text)) {
      items.push("soft");
    } else if (isTransparent(grammar, token)) {
      // `120 sessions current`: a framing word inside a label neither labels nor ends it.
    } else if (
      isLabelToken(grammar, token) &&
      !grammar.stopperStems.has(wordStem(token.text)) &&
      !(tokens[position + 1]?.kind === "number" && CHANGE_BEFORE.test(token.text))
    ) {
      items.push({ kind: "label", token: position });
    } else {
      items.push("soft");
    }
  }
  return items;
}

/** Pairs of a stretch between separators: each figure with the labels before and after it. */
function segmentPairs(segment: readonly Item[]): {
  figures: Array<Extract<Item, { kind: "figure" }>>;
  before: number[];
  after: number[];
} {
  const figures: Array<Extract<Item, { kind: "figure" }>> = [];
  const before: number[] = [];
  const after: number[] = [];
  for (const item of segment) {
    if (item.kind === "figure") {
      figures.push(item);
    } else if (item.kind === "label") {
      (figures.length === 0 ? before : after).push(item.token);
    }
  }
  return { figures, before, after };
}

/** Splits off the words of a first label beyond the longest other label: the heading. */
function withHeading(
  labels: ReadonlyArray<readonly number[]>,
  first: "first" | "last",
): { labels: Array<readonly number[]>; heading: readonly number[] } {
  const others = first === "first" ? labels.slice(1) : labels.slice(0, -1);
  const longest = Math.max(...others.map((label) => label.length));
  const index = first === "first" ? 0 : labels.length - 1;
  const label = labels[index] ?? [];
  if (label.length <= longest) {
    return { labels: [...labels], heading: [] };
  }
  const kept = first === "first" ? label.slice(label.length - longest) : label.slice(0, longest);
  const heading = first === "first" ? label.slice(0, label.length - longest) : label.slice(longest);
  const result = [...labels];
  result[index] = kept;
  return { labels: result, heading };
}

/** A run of pairs apart (`3ms min, 912ms max`), each stretch holding one figure. */
function runOfPairs(pairs: readonly Pair[]): Run | null {
  // A keyed figure carries its key as its label before it.
  const labelBefore = (pair: Pair) => pair.before.length > 0 || pair.figure.keyed;
  const first = pairs[0] as Pair;
  const last = pairs.at(-1) as Pair;
  if (pairs.slice(1).every((pair) => pair.after.length > 0 && !labelBefore(pair))) {
    // The first pair's words before its figure are the run's heading where it has a label
    // after it (`latency: 3ms min, 912ms max`), and its label where it has none (`exceeded
    // 100 req/s, 37 requests rejected`).
    const firstLabel = first.after.length > 0 ? first.after : first.before;
    return {
      members: pairs.map((pair, index) => ({
        value: pair.figure.value,
        label: index === 0 ? firstLabel : pair.after,
      })),
      heading: first.after.length > 0 ? first.before : [],
    };
  }
  if (
    pairs.slice(0, -1).every((pair) => labelBefore(pair) && pair.after.length === 0) &&
    (labelBefore(last) || last.after.length > 0)
  ) {
    const { labels, heading } = withHeading(
      pairs.map((pair) => pair.before),
      "first",
    );
    const lastLabel = labelBefore(last) ? (labels.at(-1) ?? []) : last.after;
    return {
      members: pairs.map((pair, index) => ({
        value: pair.figure.value,
        label: index === pairs.length - 1 ? lastLabel : (labels[index] ?? []),
      })),
      heading: labelBefore(last) ? [...heading, ...last.after] : heading,
    };
  }
  return null;
}

/** A run of pairs one after another in one stretch (`user 71% sys 22% iowait 4%`). */
function runInStretch(segment: readonly Item[], opened: End, closed: End): Run | null {
  const groups: Array<number[]> = [[]];
  const figures: Array<Extract<Item, { kind: "figure" }>> = [];
  for (const item of segment) {
    if (item.kind === "figure") {
      if (item.keyed) {
        return null;
      }
      figures.push(item);
      groups.push([]);
    } else if (item.kind === "label") {
      (groups.at(-1) as number[]).push(item.token);
    }
  }
  // Labels between figures are a word or two (`RX errors 0 dropped 418`); longer runs of words
  // are prose (`page_cleaner: 1000ms intended loop took 898642ms`).
  if (
    figures.length < 2 ||
    groups.slice(1, -1).some((group) => group.length === 0 || group.length > LABEL_WORDS)
  ) {
    return null;
  }
  const leading = groups[0] as number[];
  const trailing = groups.at(-1) as number[];
  if (leading.length > 0 && trailing.length === 0 && closed === "hard") {
    const { labels, heading } = withHeading(groups.slice(0, -1), "first");
    return {
      members: figures.map((figure, index) => ({
        value: figure.value,
        label: labels[index] ?? [],
      })),
      heading,
    };
  }
  if (leading.length === 0 && trailing.length > 0 && opened === "hard") {
    const { labels, heading } = withHeading(groups.slice(1), "last");
    return {
      members: figures.map((figure, index) => ({
        value: figure.value,
        label: labels[index] ?? [],
      })),
      heading,
    };
  }
  return null;
}

/** Whether every figure of a run has a label of its own. */
function everyLabelled(run: Run | null): run is Run {
  return run?.members.every((member) => member.label.length > 0) === true;
}

/** The runs of a record's items, between the items that end a run. */
function runsOf(items: ReadonlyArray<Item | End>): Run[] {
  const runs: Run[] = [];
  let stretch: Item[] = [];
  let figures = 0;
  let opened: End = "hard";
  const close = (closed: End) => {
    if (figures < 2) {
      stretch = [];
      figures = 0;
      opened = closed;
      return;
    }
    figures = 0;
    const segments: Item[][] = [[]];
    for (const item of stretch) {
      if (item.kind === "separator") {
        segments.push([]);
      } else {
        (segments.at(-1) as Item[]).push(item);
      }
    }
    const filled = segments.filter((segment) => segment.some((item) => item.kind === "figure"));
    // Stretches of one figure each (`3ms min, 912ms max`) make one run; a stretch of several
    // (`IOPS 读 3100 写 880`) is a run of its own.
    let single: Pair[] = [];
    // The longest stretches of pairs that read one way (`sessions: 120 cur, 4000 max, queue 4`:
    // the first two).
    const closePairs = () => {
      let first = 0;
      while (first < single.length - 1) {
        let found = false;
        for (let last = Math.min(single.length, first + MAX_PAIRS); last >= first + 2; last--) {
          const run = runOfPairs(single.slice(first, last));
          if (everyLabelled(run)) {
            runs.push(run);
            first = last;
            found = true;
            break;
          }
        }
        if (!found) {
          first += 1;
        }
      }
      single = [];
    };
    for (const [index, segment] of filled.entries()) {
      const pair = segmentPairs(segment);
      const figure = pair.figures[0];
      if (pair.figures.length === 1 && figure !== undefined) {
        single.push({ figure, before: pair.before, after: pair.after });
        continue;
      }
      closePairs();
      // Pairs one after another must stand apart from the words around them: `INFO 1 tree
      // receiver 2 in re-synch state` is no run.
      const run = runInStretch(
        segment,
        index === 0 ? opened : "hard",
        index === filled.length - 1 ? closed : "hard",
      );
      if (everyLabelled(run)) {
        runs.push(run);
      }
    }
    closePairs();
    stretch = [];
    opened = closed;
  };
  for (const item of items) {
    if (typeof item === "string") {
      close(item);
    } else {
      stretch.push(item);
      if (item.kind === "figure") {
        figures += 1;
      }
    }
  }
  close("hard");
  return runs;
}

/** A figure's own label in a run, and the run's heading (which names every figure of it). */
export interface RunLabel {
  readonly run: number;
  readonly names: ReadonlySet<string>;
  readonly han: readonly string[];
  readonly headingNames: ReadonlySet<string>;
  readonly headingHan: readonly string[];
  /** The heading's last word, which tells one run from another. */
  readonly lastHeadingNames: ReadonlySet<string>;
  readonly lastHeadingHan: readonly string[];
}

/**
 * A record's values with the figures of each run given their label (`RecordValue.runLabel`).
 * Their names stay as prose reads them; `runLabelConflict` asks the labels.
 */
export function labelRuns(
  grammar: Grammar,
  tokens: readonly Token[],
  wordsAt: (position: number) => readonly string[],
  values: readonly RecordValue[],
): readonly RecordValue[] {
  if (values.length < 2) {
    return values;
  }
  const valueAt = new Map<number, number>();
  let prose = false;
  for (const [index, value] of values.entries()) {
    if (value.quantity !== null && !valueAt.has(value.position)) {
      valueAt.set(value.position, index);
      prose ||= value.key === null;
    }
  }
  // Only runs with a figure in prose are kept (below): a record whose figures are all keyed
  // has none, and is not read for runs at all.
  if (valueAt.size < 2 || !prose) {
    return values;
  }
  // A run of keys alone (`活跃连接=60/60, 空闲=0`) has every label in its keys already.
  const attached = new Map<number, number[]>();
  const runs = runsOf(itemsOf(grammar, tokens, valueAt, attached)).filter((run) =>
    run.members.some((member) => values[member.value]?.key === null),
  );
  if (runs.length === 0) {
    return values;
  }
  const named = (positions: readonly number[]) => {
    const names = new Set<string>();
    const han: string[] = [];
    for (const position of positions) {
      const token = tokens[position] as Token;
      if (hasHan(token.text)) {
        han.push(token.text);
      } else {
        for (const word of wordsAt(position)) {
          names.add(wordStem(word));
        }
      }
    }
    return { names, han };
  };
  const labelled = [...values];
  for (const [run, { members, heading }] of runs.entries()) {
    const head = named(heading);
    const last = named(heading.slice(-1));
    for (const member of members) {
      const label = named(member.label);
      for (const index of [member.value, ...(attached.get(member.value) ?? [])])
        labelled[index] = {
          ...(labelled[index] as RecordValue),
          runLabel: {
            run,
            names: label.names,
            han: label.han,
            headingNames: head.names,
            headingHan: head.han,
            lastHeadingNames: last.names,
            lastHeadingHan: last.han,
          },
        };
    }
  }
  return labelled;
}

/** How far from a claimed figure its phrase reaches, in units, and how many words it takes. */
const PHRASE_REACH = 8;
const PHRASE_WORDS = 5;
/** Words that join two phrases: what stands beyond them is another figure's. */
const JOINERS = new Set(["and", "or", "but", "while", "和", "与", "及", "或", "并", "以及", "而"]);
const COLON = /[:：]/u;
/** Chinese negators written glued to the word they negate (`未命中`). */
const HAN_NEGATORS = new Set(["未", "不", "无", "没", "非", "没有"]);

function isContent(grammar: Grammar, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" && !grammar.framingStems.has(unit.stem)) ||
    (unit.kind === "han" && !grammar.framingHan.has(unit.text)) ||
    unit.kind === "identifier"
  );
}

/** The next unit from `index` on in one direction that is not framing, in the same clause. */
function nextContent(
  grammar: Grammar,
  claim: ClaimAnalysis,
  index: number,
  step: number,
  clause: number,
): ClaimUnit | undefined {
  for (let at = index; at >= 0 && at < claim.units.length; at += step) {
    const unit = claim.units[at] as ClaimUnit;
    if (unit.clause !== clause) {
      return undefined;
    }
    if (unit.kind === "quantity" || isContent(grammar, unit) || JOINERS.has(unit.text)) {
      return unit;
    }
  }
  return undefined;
}

/**
 * Content words of a claimed figure's phrase: up to two on each side, in its clause, up to a
 * colon, a joiner or another figure, without a word that another figure stands right beyond
 * (`4410 success 237 failure`: success is 4410's).
 */
function phraseWords(grammar: Grammar, claim: ClaimAnalysis, figure: ClaimUnit): PhraseWord[] {
  // `misses were 1204 (98.6%)`: a figure in brackets after another has that one's phrase.
  const host = claim.units[figure.index - 1];
  const unit =
    host?.kind === "quantity" &&
    host.clause === figure.clause &&
    /^\s*[(（[]\s*$/u.test(claim.text.slice(host.end, figure.start))
      ? host
      : figure;
  const words: PhraseWord[] = [];
  for (const step of [-1, 1]) {
    let taken = 0;
    for (
      let index = unit.index + step;
      Math.abs(index - unit.index) <= PHRASE_REACH && taken < PHRASE_WORDS;
      index += step
    ) {
      const near = claim.units[index];
      const nearer = claim.units[index - step] as ClaimUnit;
      if (
        near === undefined ||
        near.clause !== unit.clause ||
        // `After Scheduling: PendingReds 0`: a colon ends the phrase.
        COLON.test(
          step < 0
            ? claim.text.slice(near.end, nearer.start)
            : claim.text.slice(nearer.end, near.start),
        ) ||
        near.kind === "quantity" ||
        JOINERS.has(near.text)
      ) {
        break;
      }
      if (!isContent(grammar, near)) {
        continue;
      }
      const beyond = nextContent(grammar, claim, index + step, step, unit.clause);
      if (beyond?.kind === "quantity") {
        break;
      }
      // `缓存未命中`, `数据节点`: Chinese words written together name a label together, a
      // negator glued before them included.
      if (near.kind === "han") {
        const glued = (left: ClaimUnit | undefined, right: ClaimUnit | undefined) =>
          gluedHan(left, right) &&
          !grammar.framingHan.has((left as ClaimUnit).text) &&
          !grammar.framingHan.has((right as ClaimUnit).text);
        let first = index;
        while (glued(claim.units[first - 1], claim.units[first])) {
          first -= 1;
        }
        let last = index;
        while (glued(claim.units[last], claim.units[last + 1]) && last + 1 !== unit.index) {
          last += 1;
        }
        const parts = claim.units.slice(first, last + 1);
        words.push({ unit: near, han: parts.map((part) => part.text).join(""), parts });
        // The rest of the run of Chinese words in this direction is taken with it.
        index = step < 0 ? first : last;
      } else {
        words.push({ unit: near, han: null, parts: [near] });
      }
      taken += 1;
    }
  }
  return words;
}

/** Whether `part` stands in `whole` other than right after a negator (`命中` in `未命中`). */
function standsIn(part: string, whole: string): boolean {
  for (let at = whole.indexOf(part); at >= 0; at = whole.indexOf(part, at + 1)) {
    if (!HAN_NEGATORS.has(whole[at - 1] ?? "")) {
      return true;
    }
  }
  return false;
}

/**
 * A word of a figure's phrase: a claim unit, or Chinese words written together (`数据节点`,
 * `未命中`), which name a label together and each by its glossary rendering.
 */
interface PhraseWord {
  readonly unit: ClaimUnit;
  readonly han: string | null;
  readonly parts: readonly ClaimUnit[];
}

/** Whether two claim units are Chinese written together (a negator counts). */
function gluedHan(left: ClaimUnit | undefined, right: ClaimUnit | undefined): boolean {
  return (
    left !== undefined &&
    right !== undefined &&
    left.end === right.start &&
    (left.kind === "han" || HAN_NEGATORS.has(left.text)) &&
    right.kind === "han"
  );
}

/** Whether a Chinese term and a label name the same thing: one stands in the other, unnegated. */
function hanInLabel(term: string, label: string): boolean {
  return standsIn(term, label) || standsIn(label, term);
}

/**
 * How well a claim word names a label (given by its English stems and Chinese terms): 2 for a
 * Chinese term equal to a label's, 1 for one standing in it (or it in the term) or an English
 * word naming it, 0 for none.
 */
function labelScore(
  grammar: Grammar,
  word: PhraseWord,
  names: ReadonlySet<string>,
  han: readonly string[],
): number {
  if (names.size === 0 && han.length === 0) {
    return 0;
  }
  if (word.han !== null) {
    const written = word.han;
    if (han.includes(written)) {
      return 2;
    }
    return han.some((label) => hanInLabel(written, label)) ||
      word.parts.some((part) => hanNameStems(grammar, part.text).some((stem) => names.has(stem)))
      ? 1
      : 0;
  }
  const unit = word.unit;
  // `hits` against `命中 88231 次，未命中 1204 次`: its Chinese rendering, unnegated.
  if (
    unit.kind === "word" &&
    han.length > 0 &&
    (grammar.glossaryByStem.get(unit.stem) ?? []).some(
      // `synced` renders 同步, and its glossary lists 未同步 too, which it does not say; nor
      // does `available` say 连接池耗尽, whose rendering is a phrase with it.
      (term) =>
        !HAN_NEGATORS.has(term[0] ?? "") &&
        (grammar.glossary.get(term)?.english ?? []).some(
          (phrase) => phrase.length === 1 && wordStem(phrase[0] ?? "") === unit.stem,
        ) &&
        han.some((label) => hanInLabel(term, label)),
    )
  ) {
    return 1;
  }
  return unitNamesValue(grammar, unit, {
    key: null,
    names,
    hanNames: "",
    value: "",
    quantity: null,
    position: 0,
  })
    ? 1
    : 0;
}

function namesLabel(
  grammar: Grammar,
  word: PhraseWord,
  names: ReadonlySet<string>,
  han: readonly string[],
): boolean {
  return labelScore(grammar, word, names, han) > 0;
}

/**
 * The other figure of the stated figure's run whose label a word of the claimed figure's phrase
 * names (or another run whose heading it names), where that word names neither the stated
 * figure's own label, nor its run's heading, nor its key; null when none does.
 */
export function runLabelConflict(
  grammar: Grammar,
  claim: ClaimAnalysis,
  unit: ClaimUnit,
  record: RecordAnalysis,
  stated: RecordValue,
): { readonly words: string; readonly value: RecordValue } | null {
  const own = stated.runLabel;
  if (own === undefined || unit.quantity === null) {
    return null;
  }
  const dimension = unit.quantity.dimension;
  const others = record.values.filter(
    (value) =>
      value.runLabel?.run === own.run &&
      value !== stated &&
      value.quantity?.dimension === dimension &&
      value.value !== stated.value,
  );
  const words = phraseWords(grammar, claim, unit);
  // A word that names another figure's label better than the stated one's (`max` of `max
  // sessions 120` against `120 sessions current, 500 max`; `数据节点` against `节点 12 个，数据节点 3
  // 个`); a word naming the stated figure's key or its run's heading decides nothing.
  const neutral = (part: ClaimUnit) =>
    namesLabel(
      grammar,
      { unit: part, han: part.kind === "han" ? part.text : null, parts: [part] },
      own.headingNames,
      own.headingHan,
    ) ||
    (stated.key !== null && unitNamesValue(grammar, part, stated));
  for (const whole of words) {
    // `最大延迟` of `latency: 3ms min, 912ms max`: the part naming the key (延迟) is neutral, the
    // rest (最大) names a label.
    const parts = whole.parts.filter((part) => !neutral(part));
    if (parts.length === 0) {
      continue;
    }
    const word: PhraseWord =
      parts.length === whole.parts.length
        ? whole
        : {
            unit: parts[0] as ClaimUnit,
            han: whole.han === null ? null : parts.map((part) => part.text).join(""),
            parts,
          };
    const ownScore = labelScore(grammar, word, own.names, own.han);
    const other = others.find((value) => {
      const label = value.runLabel as RunLabel;
      return labelScore(grammar, word, label.names, label.han) > ownScore;
    });
    if (other !== undefined) {
      return { words: word.han ?? word.unit.text, value: other };
    }
  }
  // `eth2 RX errors 77` against `RX errors 0 dropped 418; TX errors 77`: a word names the
  // heading of another run and none names the stated figure's.
  // heading of another run (its last word: `eth2: RX ...; TX ...` heads the first run with eth2
  // and rx, and rx alone tells it from the second) and not the stated figure's.
  for (const word of words) {
    if (
      namesLabel(grammar, word, own.headingNames, own.headingHan) ||
      namesLabel(grammar, word, own.names, own.han)
    ) {
      continue;
    }
    const heading = record.values.find(
      (value) =>
        value.runLabel !== undefined &&
        value.runLabel.run !== own.run &&
        value.quantity?.dimension === dimension &&
        namesLabel(grammar, word, value.runLabel.lastHeadingNames, value.runLabel.lastHeadingHan),
    );
    if (heading !== undefined) {
      return { words: word.han ?? word.unit.text, value: heading };
    }
  }
  return null;
}
