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
const UNIT_AFTER = /^(?:[kmg]?bps|[kmg]?b\/s|rps|qps|req\/s|ops|iops|次|个|条|张|docs\/s|次\/s)$/u;
/**
 * Words of a change right before a figure (`从 60% 上升到 96%`, `increased from 57% to 69%`): the
 * figures are one value's former and later ones (see `former-figure.ts`), not a run.
 */
const CHANGE_BEFORE =
  /(?:从|由|到|至|为|成|变|升|降|增|减|扩|缩|调整|改)$|^(?:to|from|into|increas\w*|decreas\w*|ros\w*|rise\w*|fell|fall\w*|grew|grow\w*|chang\w*|went|rais\w*|lower\w*|reduc\w*|bump\w*|jump\w*|climb\w*|spik\w*|doubl\w*|halv\w*)$/u;
/** Clause breaks between pairs; other breaks (brackets, colons) end a run. */
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
  if (figures.length < 2 || groups.slice(1, -1).some((group) => group.length === 0)) {
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
  let opened: End = "hard";
  const close = (closed: End) => {
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
    const closePairs = () => {
      const run = single.length >= 2 ? runOfPairs(single) : null;
      if (everyLabelled(run)) {
        runs.push(run);
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
  for (const [index, value] of values.entries()) {
    if (value.quantity !== null && !valueAt.has(value.position)) {
      valueAt.set(value.position, index);
    }
  }
  if (valueAt.size < 2) {
    return values;
  }
  // A run of keys alone (`活跃连接=60/60, 空闲=0`) has every label in its keys already.
  const runs = runsOf(itemsOf(grammar, tokens, valueAt)).filter((run) =>
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
    for (const member of members) {
      const label = named(member.label);
      labelled[member.value] = {
        ...(labelled[member.value] as RecordValue),
        runLabel: {
          run,
          names: label.names,
          han: label.han,
          headingNames: head.names,
          headingHan: head.han,
        },
      };
    }
  }
  return labelled;
}

/** How far from a claimed figure its phrase reaches, in units, and how many words it takes. */
const PHRASE_REACH = 4;
const PHRASE_WORDS = 2;
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
function phraseWords(grammar: Grammar, claim: ClaimAnalysis, unit: ClaimUnit): ClaimUnit[] {
  const words: ClaimUnit[] = [];
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
      // `缓存未命中`: the negator glued before a word is part of what it names.
      const before = claim.units[index - 1];
      words.push(
        near.kind === "han" &&
          before !== undefined &&
          before.end === near.start &&
          HAN_NEGATORS.has(before.text)
          ? { ...near, text: before.text + near.text }
          : near,
      );
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

/** Whether a Chinese term and a label name the same thing: one stands in the other, unnegated. */
function hanInLabel(term: string, label: string): boolean {
  return standsIn(term, label) || standsIn(label, term);
}

/** Whether a claim word names a label (given by its English stems and Chinese terms). */
function namesLabel(
  grammar: Grammar,
  word: ClaimUnit,
  names: ReadonlySet<string>,
  han: readonly string[],
): boolean {
  if (names.size === 0 && han.length === 0) {
    return false;
  }
  if (word.kind === "han") {
    return (
      han.some((label) => hanInLabel(word.text, label)) ||
      hanNameStems(grammar, word.text).some((stem) => names.has(stem))
    );
  }
  return unitNamesValue(grammar, word, {
    key: null,
    names,
    hanNames: han.join("|"),
    value: "",
    quantity: null,
    position: 0,
  });
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
  const namesOther = (word: ClaimUnit, value: RecordValue) =>
    namesLabel(grammar, word, value.runLabel?.names ?? NO_NAMES, value.runLabel?.han ?? []);
  const namesOwn = (word: ClaimUnit) =>
    namesLabel(grammar, word, own.names, own.han) ||
    namesLabel(grammar, word, own.headingNames, own.headingHan);
  for (const word of words) {
    if (namesOwn(word) || (stated.key !== null && unitNamesValue(grammar, word, stated))) {
      continue;
    }
    const other = others.find((value) => namesOther(word, value));
    if (other !== undefined) {
      return { words: word.text, value: other };
    }
    // `eth2 RX errors 77` against `RX errors 0 dropped 418; TX errors 77`: the word names the
    // heading of another run.
    const heading = record.values.find(
      (value) =>
        value.runLabel !== undefined &&
        value.runLabel.run !== own.run &&
        value.quantity?.dimension === dimension &&
        namesLabel(grammar, word, value.runLabel.headingNames, value.runLabel.headingHan),
    );
    if (heading !== undefined) {
      return { words: word.text, value: heading };
    }
  }
  return null;
}

const NO_NAMES: ReadonlySet<string> = new Set();
