/**
 * A BM25 index over a folder of Markdown runbooks: what `lookup_knowledge` searches.
 *
 * Each runbook is split into blocks, one per heading section (long sections into groups of
 * paragraphs), so that a citation points at the few sentences that say something rather than
 * at a whole document. Teams write runbooks in English and in Chinese; the tokenizer segments
 * CJK text into words with `Intl.Segmenter`, which the default MiniSearch tokenizer (split on
 * spaces and punctuation) cannot do, so a Chinese question finds a Chinese runbook.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import MiniSearch from "minisearch";
import { describeThrown, setupFailure, type ToolSetupOutcome } from "./tool-setup-error.js";

/** One citable section (or part of a section) of a runbook. */
export interface RunbookBlock {
  /** The runbook's file name, e.g. `hikaricp-pool-exhaustion.md`. */
  readonly runbook: string;
  /** The runbook's first level-1 heading, or its file name without `.md` when it has none. */
  readonly title: string;
  /**
   * The headings below the title that lead to the block, joined with ` > `; the title itself
   * for text that comes before the first of them.
   */
  readonly section: string;
  /** The block's Markdown, trimmed. */
  readonly text: string;
}

/** A block found by a search, with its BM25 score (higher is better). */
export interface RunbookMatch extends RunbookBlock {
  readonly score: number;
}

/** A built index: the blocks it holds and the search over them. */
export interface RunbookIndex {
  readonly blocks: readonly RunbookBlock[];
  /** The `topK` best blocks for `query`, best first; empty when no term of the query occurs. */
  search(query: string, topK: number): RunbookMatch[];
}

/** A section longer than this is split into groups of paragraphs of at most about this size. */
export const MAX_BLOCK_CHARACTERS = 900;

/** Section headings say what a block is about; a hit there counts more than one in the body. */
const FIELD_BOOST = { title: 1.5, section: 2, text: 1 };

const wordSegmenter = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * Splits text into search terms: NFKC-normalized, lower-cased, segmented into words by
 * `Intl.Segmenter` (which finds word boundaries in CJK text that has no spaces). A dotted or
 * underscored identifier such as `com.zaxxer.hikari` or `query_logs` is kept whole and also
 * yields its parts, so a search for `hikari` finds it.
 */
export function tokenizeForSearch(text: string): string[] {
  const terms: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(
    text.normalize("NFKC").toLowerCase(),
  )) {
    if (!isWordLike) {
      continue;
    }
    terms.push(segment);
    if (/[._]/.test(segment)) {
      for (const part of segment.split(/[._]+/)) {
        if (part !== "") {
          terms.push(part);
        }
      }
    }
  }
  return terms;
}

interface Heading {
  readonly level: number;
  readonly text: string;
}

const HEADING_PATTERN = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const FENCE_PATTERN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits one runbook into blocks, one per heading section, in document order. Headings inside
 * fenced code blocks (a `# comment` in a shell snippet) are not sections. Sections without
 * text are left out; sections longer than {@link MAX_BLOCK_CHARACTERS} become several blocks
 * at paragraph boundaries.
 */
export function splitRunbook(runbook: string, markdown: string): RunbookBlock[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const title = findTitle(lines) ?? runbook.replace(/\.md$/i, "");
  const blocks: RunbookBlock[] = [];
  const trail: Heading[] = [];
  let titleSeen = false;
  let bodyLines: string[] = [];
  let openFence: string | undefined;

  const flush = () => {
    const section = trail.length > 0 ? trail.map((heading) => heading.text).join(" > ") : title;
    for (const text of splitLongSection(bodyLines.join("\n").trim())) {
      blocks.push({ runbook, title, section, text });
    }
    bodyLines = [];
  };

  for (const line of lines) {
    const fence = FENCE_PATTERN.exec(line)?.[1];
    if (fence !== undefined) {
      if (openFence === undefined) {
        openFence = fence;
      } else if (fence[0] === openFence[0] && fence.length >= openFence.length) {
        openFence = undefined;
      }
      bodyLines.push(line);
      continue;
    }
    const heading = openFence === undefined ? parseHeading(line) : undefined;
    if (heading === undefined) {
      bodyLines.push(line);
      continue;
    }
    flush();
    if (heading.level === 1 && !titleSeen && heading.text === title) {
      titleSeen = true;
      continue;
    }
    while (trail.length > 0 && (trail.at(-1)?.level ?? 0) >= heading.level) {
      trail.pop();
    }
    trail.push(heading);
  }
  flush();
  return blocks;
}

function parseHeading(line: string): Heading | undefined {
  const match = HEADING_PATTERN.exec(line);
  const hashes = match?.[1];
  const text = match?.[2]?.trim();
  if (hashes === undefined || text === undefined || text === "") {
    return undefined;
  }
  return { level: hashes.length, text };
}

function findTitle(lines: readonly string[]): string | undefined {
  let insideFence = false;
  for (const line of lines) {
    if (FENCE_PATTERN.test(line)) {
      insideFence = !insideFence;
      continue;
    }
    const heading = insideFence ? undefined : parseHeading(line);
    if (heading?.level === 1) {
      return heading.text;
    }
  }
  return undefined;
}

/** Groups paragraphs (never splitting inside a code fence) into chunks of bounded size. */
function splitLongSection(text: string): string[] {
  if (text === "") {
    return [];
  }
  if (text.length <= MAX_BLOCK_CHARACTERS) {
    return [text];
  }
  const paragraphs: string[] = [];
  let current: string[] = [];
  let insideFence = false;
  for (const line of text.split("\n")) {
    if (FENCE_PATTERN.test(line)) {
      insideFence = !insideFence;
    }
    if (line.trim() === "" && !insideFence) {
      if (current.length > 0) {
        paragraphs.push(current.join("\n"));
        current = [];
      }
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) {
    paragraphs.push(current.join("\n"));
  }

  const chunks: string[] = [];
  let chunk = "";
  for (const paragraph of paragraphs) {
    if (chunk !== "" && chunk.length + 2 + paragraph.length > MAX_BLOCK_CHARACTERS) {
      chunks.push(chunk);
      chunk = paragraph;
    } else {
      chunk = chunk === "" ? paragraph : `${chunk}\n\n${paragraph}`;
    }
  }
  if (chunk !== "") {
    chunks.push(chunk);
  }
  return chunks;
}

/** A runbook's file name and content, as read from disk. */
export interface RunbookDocument {
  readonly runbook: string;
  readonly markdown: string;
}

interface IndexedBlock {
  readonly id: number;
  readonly title: string;
  readonly section: string;
  readonly text: string;
}

/** Splits the runbooks into blocks and builds the BM25 index over them (in memory). */
export function buildRunbookIndex(documents: readonly RunbookDocument[]): RunbookIndex {
  const blocks = documents.flatMap((document) => splitRunbook(document.runbook, document.markdown));
  const miniSearch = new MiniSearch<IndexedBlock>({
    fields: ["title", "section", "text"],
    tokenize: tokenizeForSearch,
    // The tokenizer already normalizes; MiniSearch's default would only lower-case again.
    processTerm: (term) => term,
    searchOptions: { boost: FIELD_BOOST },
  });
  miniSearch.addAll(
    blocks.map((block, id) => ({
      id,
      title: block.title,
      section: block.section,
      text: block.text,
    })),
  );

  return {
    blocks,
    search(query, topK) {
      const matches: { readonly id: number; readonly match: RunbookMatch }[] = [];
      for (const result of miniSearch.search(query)) {
        const id: unknown = result.id;
        const block = typeof id === "number" ? blocks[id] : undefined;
        if (typeof id === "number" && block !== undefined) {
          matches.push({ id, match: { ...block, score: roundScore(result.score) } });
        }
      }
      // Equal scores keep document order, so the same query always cites the same blocks.
      matches.sort((left, right) => right.match.score - left.match.score || left.id - right.id);
      return matches.slice(0, topK).map((entry) => entry.match);
    },
  };
}

function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * Reads every `.md` file directly inside `folder` (in name order) and indexes it. Never
 * throws: a missing folder, a folder without runbooks or an unreadable file is a failed
 * outcome naming the path.
 */
export async function loadRunbookIndex(folder: string): Promise<ToolSetupOutcome<RunbookIndex>> {
  let fileNames: string[];
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    fileNames = entries
      .filter((entry) => entry.isFile() && /\.md$/i.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (thrown) {
    return setupFailure(
      "runbooks_unreadable",
      `${folder}: cannot read runbook folder: ${describeThrown(thrown)}`,
    );
  }
  if (fileNames.length === 0) {
    return setupFailure("runbooks_empty", `${folder}: no Markdown runbook (*.md) in this folder`);
  }

  const documents: RunbookDocument[] = [];
  for (const fileName of fileNames) {
    const path = join(folder, fileName);
    try {
      documents.push({ runbook: fileName, markdown: await readFile(path, "utf8") });
    } catch (thrown) {
      return setupFailure(
        "runbook_unreadable",
        `${path}: cannot read runbook: ${describeThrown(thrown)}`,
      );
    }
  }
  return { ok: true, value: buildRunbookIndex(documents) };
}
