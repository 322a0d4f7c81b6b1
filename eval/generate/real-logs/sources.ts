/**
 * Reads the public log excerpts and matches every line against the event types of its source.
 * `line-numbers.json` maps each excerpt line back to its line number in the original file, so a
 * case can name exactly which published record it quotes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HDFS_EVENTS } from "./events-hdfs.js";
import { OPENSSH_EVENTS } from "./events-openssh.js";
import { OPENSTACK_EVENTS } from "./events-openstack.js";
import { ZOOKEEPER_EVENTS } from "./events-zookeeper.js";
import type { EventType, Fields } from "./model.js";

export interface SourceDefinition {
  /** File name in the data folder, also the original file name in the published collection. */
  readonly file: string;
  readonly events: readonly EventType[];
  readonly questions: { readonly en: readonly string[]; readonly zh: readonly string[] };
}

export const SOURCES: readonly SourceDefinition[] = [
  {
    file: "HDFS_2k.log",
    events: HDFS_EVENTS,
    questions: {
      en: [
        "Are HDFS DataNodes failing to serve blocks?",
        "Is block replication in HDFS healthy?",
        "What happened to the HDFS blocks in this window?",
      ],
      zh: [
        "HDFS DataNode 是否无法提供数据块？",
        "HDFS 的数据块写入是否正常？",
        "这段时间 HDFS 的数据块发生了什么？",
      ],
    },
  },
  {
    file: "Zookeeper_2k.log",
    events: ZOOKEEPER_EVENTS,
    questions: {
      en: [
        "Is ZooKeeper failing to reach its election peers?",
        "Why are ZooKeeper client sessions expiring?",
        "Is the ZooKeeper ensemble stable?",
      ],
      zh: [
        "ZooKeeper 是否无法连接到选举节点？",
        "ZooKeeper 客户端会话为什么会过期？",
        "ZooKeeper 集群是否稳定？",
      ],
    },
  },
  {
    file: "OpenStack_2k.log",
    events: OPENSTACK_EVENTS,
    questions: {
      en: [
        "Why is instance provisioning slow in nova?",
        "Are nova API requests failing?",
        "What happened to the recent nova instances?",
      ],
      zh: ["nova 创建实例为什么慢？", "nova API 请求是否失败？", "最近的 nova 实例发生了什么？"],
    },
  },
  {
    file: "OpenSSH_2k.log",
    events: OPENSSH_EVENTS,
    questions: {
      en: ["Is someone brute-forcing SSH on LabSZ?", "Which hosts are failing SSH authentication?"],
      zh: ["是否有人在暴力破解 LabSZ 的 SSH？", "哪些主机的 SSH 认证失败了？"],
    },
  },
];

/** One line of an excerpt file, verbatim (trailing newline removed only). */
export interface SourceLine {
  readonly source: SourceDefinition;
  /** Position in the excerpt file, from 0. */
  readonly index: number;
  /** Line number in the original published file, from 1. */
  readonly lineNumber: number;
  readonly text: string;
}

/** A line that matched an event type. */
export interface ParsedEvent {
  readonly type: EventType;
  readonly line: SourceLine;
  readonly fields: Fields;
  /** Start and end of the message part of the line. */
  readonly message: readonly [number, number];
}

export interface LoadedSource {
  readonly definition: SourceDefinition;
  readonly lines: readonly SourceLine[];
  readonly events: readonly ParsedEvent[];
}

function originalLineNumbers(ranges: readonly (readonly number[])[]): number[] {
  const numbers: number[] = [];
  for (const range of ranges) {
    const [first, last] = range;
    if (first === undefined || last === undefined || last < first) {
      throw new Error(`bad line range ${JSON.stringify(range)}`);
    }
    for (let number = first; number <= last; number++) {
      numbers.push(number);
    }
  }
  return numbers;
}

function readLineMap(directory: string): Record<string, readonly (readonly number[])[]> {
  const parsed: unknown = JSON.parse(readFileSync(join(directory, "line-numbers.json"), "utf8"));
  if (typeof parsed !== "object" || parsed === null) {
    throw new Error("line-numbers.json is not an object");
  }
  return parsed as Record<string, readonly (readonly number[])[]>;
}

export function parseLine(line: SourceLine): ParsedEvent | null {
  for (const type of line.source.events) {
    const match = type.pattern.exec(line.text);
    const span = match?.indices?.groups?.message;
    if (match === null || span === undefined) {
      continue;
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      if (value !== undefined) {
        fields[name] = value;
      }
    }
    return { type, line, fields, message: [span[0], span[1]] };
  }
  return null;
}

export function loadSources(directory: string): LoadedSource[] {
  const lineMap = readLineMap(directory);
  return SOURCES.map((definition) => {
    const content = readFileSync(join(directory, definition.file), "utf8");
    const texts = content.endsWith("\n") ? content.slice(0, -1).split("\n") : content.split("\n");
    const ranges = lineMap[definition.file];
    if (ranges === undefined) {
      throw new Error(`line-numbers.json has no entry for ${definition.file}`);
    }
    const numbers = originalLineNumbers(ranges);
    if (numbers.length !== texts.length) {
      throw new Error(
        `${definition.file}: ${texts.length} lines but ${numbers.length} line numbers`,
      );
    }
    const lines = texts.map((text, index): SourceLine => {
      const lineNumber = numbers[index];
      if (lineNumber === undefined) {
        throw new Error(`${definition.file}: no line number for line ${index + 1}`);
      }
      return { source: definition, index, lineNumber, text };
    });
    const events = lines.flatMap((line) => {
      const parsed = parseLine(line);
      return parsed === null ? [] : [parsed];
    });
    return { definition, lines, events };
  });
}
