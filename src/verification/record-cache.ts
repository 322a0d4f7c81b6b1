/**
 * The records a turn's claims cite, analysed once per turn however many bindings cite them.
 *
 * A long record (a whole log excerpt of many kilobytes) is split at line or sentence boundaries
 * into segments of a few kilobytes, and a claim is judged against the segments that hold at
 * least one of its anchors (its identifiers, numbers, words and their glossary renderings, by
 * their stem) plus the first segment (where a record names its alert or subject). A segment is
 * analysed the first time a claim needs it. This keeps a 100 KB record within a few milliseconds
 * and stays sound: a unit can only align to, or be contradicted by, text that contains it, so a
 * segment with none of the claim's anchors can neither support nor refute any unit of it.
 */
import type { ClaimAnalysis } from "./claim-analysis.js";
import { hanNameStems } from "./facts/key-value.js";
import { type Grammar, wordStem } from "./grammar/grammar.js";
import { analyseRecord, type RecordAnalysis } from "./record-analysis.js";
import type { VerifiedExcerpt } from "./verification-contract.js";

/** Records longer than this are split into segments. */
export const LARGE_RECORD_LENGTH = 8_000;
/** About how long a segment of a long record is. */
const SEGMENT_LENGTH = 4_000;
/** How far back from a segment's end a line or sentence boundary is looked for. */
const BOUNDARY_SEARCH = 600;

interface Segment {
  readonly excerpt: VerifiedExcerpt;
  readonly lower: string;
  analysis: RecordAnalysis | null;
}

interface CachedRecord {
  /** Where the record was cited from: the same text at another place is another record. */
  readonly toolName: VerifiedExcerpt["tool_name"];
  readonly invocationId: VerifiedExcerpt["source_invocation_id"];
  readonly rawPath: VerifiedExcerpt["raw_path"];
  readonly whole: RecordAnalysis | null;
  readonly segments: readonly Segment[];
}

/** Where to end a segment that starts at `start`: a line end, a sentence end or a space. */
function segmentEnd(text: string, start: number): number {
  const limit = start + SEGMENT_LENGTH;
  if (limit >= text.length) {
    return text.length;
  }
  for (const boundary of ["\n", ". ", "; ", " "]) {
    const at = text.lastIndexOf(boundary, limit);
    if (at > limit - BOUNDARY_SEARCH && at > start) {
      return at + boundary.length;
    }
  }
  return limit;
}

function segmentsOf(excerpt: VerifiedExcerpt): Segment[] {
  const segments: Segment[] = [];
  for (let start = 0; start < excerpt.text.length; ) {
    const end = segmentEnd(excerpt.text, start);
    const text = excerpt.text.slice(start, end);
    segments.push({ excerpt: { ...excerpt, text }, lower: text.toLowerCase(), analysis: null });
    start = end;
  }
  return segments;
}

/**
 * The strings a segment must contain for the claim to say anything about it: each unit's text
 * and stem, the English renderings of its Chinese words, and its synonyms.
 */
export function claimAnchors(grammar: Grammar, claim: ClaimAnalysis): string[] {
  const anchors = new Set<string>();
  const add = (value: string): void => {
    if (value.length >= 2) {
      anchors.add(value.toLowerCase());
    }
  };
  for (const unit of claim.units) {
    if (unit.kind === "word" && grammar.framingStems.has(unit.stem)) {
      continue;
    }
    add(unit.text);
    add(unit.stem);
    if (unit.key !== null) {
      add(unit.key);
    }
    if (unit.value !== null) {
      add(unit.value);
    }
    if (unit.quantity !== null) {
      add(String(unit.quantity.ratio?.numerator ?? unit.quantity.canonical));
      for (const digits of unit.text.match(/\d+/gu) ?? []) {
        add(digits);
      }
    }
    const stems = unit.kind === "han" ? hanNameStems(grammar, unit.text) : [];
    for (const stem of stems) {
      add(stem);
    }
    for (const member of grammar.synonyms.get(unit.stem) ?? []) {
      add(member.han ?? "");
      for (const word of member.words) {
        add(wordStem(word));
      }
    }
    for (const term of unit.kind === "word" ? (grammar.glossaryByStem.get(unit.stem) ?? []) : []) {
      add(term);
    }
  }
  return [...anchors];
}

/** An anchor found in more than this share of a record's segments does not pick segments. */
const COMMON_ANCHOR_SHARE = 0.25;

/**
 * The segments a claim is judged against: the first, and those holding its distinctive anchors
 * (found in at most a quarter of the segments: an identifier, a number); when it has none, those
 * holding any anchor. Leaving out a segment can only leave a unit unsupported, never pass one.
 */
function relevantSegments(segments: readonly Segment[], anchors: readonly string[]): Segment[] {
  const holding = anchors.map((anchor) =>
    segments.filter((segment) => segment.lower.includes(anchor)),
  );
  const distinctive = holding.filter(
    (found) =>
      found.length > 0 && found.length <= Math.max(1, segments.length * COMMON_ANCHOR_SHARE),
  );
  const chosen = new Set<Segment>(segments.slice(0, 1));
  for (const found of distinctive.length > 0 ? distinctive : holding) {
    for (const segment of found) {
      chosen.add(segment);
    }
  }
  return segments.filter((segment) => chosen.has(segment));
}

/** The records of one turn, analysed on first use. */
export class RecordCache {
  /**
   * By the record's text, then by its place (tool, invocation, path). The text is one string
   * that every binding citing the record passes on, so its hash is computed once; a key joining
   * the place's fields would be a new string, hashed anew, on every lookup.
   */
  private readonly cached = new Map<string, CachedRecord[]>();

  constructor(private readonly grammar: Grammar) {}

  private entry(excerpt: VerifiedExcerpt): CachedRecord {
    let atText = this.cached.get(excerpt.text);
    if (atText === undefined) {
      atText = [];
      this.cached.set(excerpt.text, atText);
    }
    let entry = atText.find(
      (candidate) =>
        candidate.toolName === excerpt.tool_name &&
        candidate.invocationId === excerpt.source_invocation_id &&
        candidate.rawPath === excerpt.raw_path,
    );
    if (entry === undefined) {
      const place = {
        toolName: excerpt.tool_name,
        invocationId: excerpt.source_invocation_id,
        rawPath: excerpt.raw_path,
      };
      entry =
        excerpt.text.length > LARGE_RECORD_LENGTH
          ? { ...place, whole: null, segments: segmentsOf(excerpt) }
          : { ...place, whole: analyseRecord(this.grammar, excerpt), segments: [] };
      atText.push(entry);
    }
    return entry;
  }

  /** The analyses a claim is judged against: whole records, or the segments it anchors in. */
  recordsFor(excerpts: readonly VerifiedExcerpt[], claim: ClaimAnalysis): RecordAnalysis[] {
    const records: RecordAnalysis[] = [];
    let anchors: string[] | null = null;
    for (const excerpt of excerpts) {
      const entry = this.entry(excerpt);
      if (entry.whole !== null) {
        if (!records.includes(entry.whole)) {
          records.push(entry.whole);
        }
        continue;
      }
      anchors ??= claimAnchors(this.grammar, claim);
      for (const segment of relevantSegments(entry.segments, anchors)) {
        segment.analysis ??= analyseRecord(this.grammar, segment.excerpt);
        if (!records.includes(segment.analysis)) {
          records.push(segment.analysis);
        }
      }
    }
    return records;
  }
}
