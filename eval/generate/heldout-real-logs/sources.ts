/**
 * Reads the held-out public log samples: the table in SOURCES.md that maps each
 * local file to its upstream line numbers, and the verbatim lines themselves.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LogRecord, SourceProfile } from "./model.js";

/** One row of the SOURCES.md table. */
export interface SourceFileEntry {
  readonly fileName: string;
  readonly upstreamPath: string;
  readonly commit: string;
  readonly ranges: readonly (readonly [number, number])[];
}

const TABLE_ROW = /^\| (\S+\.log) \| (\S+) \| ([0-9a-f]{40}) \| ([0-9, -]+) \|$/;

function parseRanges(text: string): (readonly [number, number])[] {
  return text.split(",").map((part) => {
    const [first, last] = part.trim().split("-");
    const start = Number.parseInt(first ?? "", 10);
    const end = last === undefined ? start : Number.parseInt(last, 10);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) {
      throw new Error(`bad line range: ${part}`);
    }
    return [start, end] as const;
  });
}

/** Parses the "Local file | Upstream path | Commit | Original lines" table. */
export function parseSourcesTable(markdown: string): SourceFileEntry[] {
  const entries: SourceFileEntry[] = [];
  for (const line of markdown.split("\n")) {
    const match = TABLE_ROW.exec(line.trim());
    if (match === null) {
      continue;
    }
    const [, fileName, upstreamPath, commit, ranges] = match;
    if (
      fileName === undefined ||
      upstreamPath === undefined ||
      commit === undefined ||
      ranges === undefined
    ) {
      continue;
    }
    entries.push({ fileName, upstreamPath, commit, ranges: parseRanges(ranges) });
  }
  return entries;
}

/** Splits file text into lines without trimming them (trailing spaces are part of a record). */
export function splitLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") {
    lines.pop();
  }
  return lines;
}

/** Reads one local sample and pairs each line with its upstream line number. */
export function readRecords(
  directory: string,
  profile: SourceProfile,
  entry: SourceFileEntry,
): LogRecord[] {
  const lines = splitLines(readFileSync(join(directory, profile.fileName), "utf8"));
  const numbering: { originalLine: number; block: number }[] = [];
  entry.ranges.forEach(([start, end], block) => {
    for (let originalLine = start; originalLine <= end; originalLine += 1) {
      numbering.push({ originalLine, block });
    }
  });
  if (numbering.length !== lines.length) {
    throw new Error(
      `${profile.fileName}: SOURCES.md lists ${numbering.length} lines, the file has ${lines.length}`,
    );
  }
  return lines.map((text, localIndex) => {
    const place = numbering[localIndex];
    if (place === undefined) {
      throw new Error(`${profile.fileName}: no line number for line ${localIndex + 1}`);
    }
    return {
      source: profile.source,
      fileName: profile.fileName,
      localIndex,
      originalLine: place.originalLine,
      block: place.block,
      text,
    };
  });
}
