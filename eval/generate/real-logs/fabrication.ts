/**
 * Ingredients of content fabrications: how to change a value (one digit, one octet, one hex
 * character), and the unsupported causes and clauses added to otherwise true restatements.
 */
import type { Language, ValueKind } from "./model.js";
import type { Random } from "./random.js";

function replaceAt(text: string, position: number, character: string): string {
  return `${text.slice(0, position)}${character}${text.slice(position + 1)}`;
}

function differentDigit(random: Random, old: string, allowZero: boolean): string {
  const choices = "0123456789"
    .split("")
    .filter((digit) => digit !== old && (allowZero || digit !== "0"));
  return random.pick(choices);
}

function changeDigit(random: Random, value: string): string {
  const positions: number[] = [];
  for (let position = 0; position < value.length; position++) {
    if (/\d/.test(value.charAt(position))) {
      positions.push(position);
    }
  }
  if (positions.length === 0) {
    return value;
  }
  const position = random.pick(positions);
  const startsNumber = position === 0 || !/\d/.test(value.charAt(position - 1));
  const endsNumber = position === value.length - 1 || !/\d/.test(value.charAt(position + 1));
  const allowZero = !startsNumber || endsNumber;
  return replaceAt(value, position, differentDigit(random, value.charAt(position), allowZero));
}

function changeOctet(random: Random, ip: string): string {
  const octets = ip.split(".");
  const last = Number(octets[octets.length - 1]);
  const changed = ((last + random.integer(1, 9) - 1) % 254) + 1;
  octets[octets.length - 1] = String(changed);
  return octets.join(".");
}

function changeHex(random: Random, value: string): string {
  const positions: number[] = [];
  for (const run of value.matchAll(/[0-9a-f]{8,}/g)) {
    const start = run.index ?? 0;
    for (let position = start; position < start + run[0].length; position++) {
      positions.push(position);
    }
  }
  if (positions.length === 0) {
    return value;
  }
  const position = random.pick(positions);
  const old = value.charAt(position);
  const choice = random.pick("0123456789abcdef".split("").filter((character) => character !== old));
  return replaceAt(value, position, choice);
}

/** A changed copy of `value` (it may come back unchanged when nothing can be changed). */
export function changeValue(random: Random, kind: ValueKind, value: string): string {
  switch (kind) {
    case "digits":
      return changeDigit(random, value);
    case "ip":
      return changeOctet(random, value);
    case "ipPort": {
      const [host, port] = value.split(":");
      if (host === undefined || port === undefined) {
        return changeDigit(random, value);
      }
      return random.next() < 0.5
        ? `${changeOctet(random, host)}:${port}`
        : `${host}:${changeDigit(random, port)}`;
    }
    case "hex":
      return changeHex(random, value);
  }
}

export interface Addition {
  readonly en: string;
  readonly zh: string;
}

/** Causes no log line here states. English follows "because", Chinese follows "由于". */
export const CAUSES: readonly Addition[] = [
  { en: "the disk was full", zh: "磁盘已满" },
  { en: "a network partition isolated the node", zh: "网络分区隔离了该节点" },
  { en: "the JVM ran out of memory", zh: "JVM 内存耗尽" },
  { en: "a configuration change had just been deployed", zh: "刚刚部署了配置变更" },
  { en: "garbage collection paused the process", zh: "垃圾回收暂停了进程" },
  { en: "the host was overloaded", zh: "主机过载" },
];

/** Clauses no log line here supports, appended to a true restatement. */
export const CLAUSES: readonly Addition[] = [
  { en: ", after a restart", zh: "，此前服务刚刚重启" },
  { en: ", and the node crashed shortly afterwards", zh: "，随后节点宕机" },
  { en: ", which then triggered a failover", zh: "，随后触发了故障转移" },
  {
    en: ", and the same error repeated every minute afterwards",
    zh: "，之后每分钟都重复出现同样的错误",
  },
  { en: ", right after a deployment", zh: "，发生在一次部署之后" },
];

export function withCause(language: Language, restatement: string, cause: Addition): string {
  if (language === "en") {
    return `${restatement}, because ${cause.en}`;
  }
  const space = /^[A-Za-z0-9]/.test(cause.zh) ? " " : "";
  return `由于${space}${cause.zh}，${restatement}`;
}

export function withClause(language: Language, restatement: string, clause: Addition): string {
  return language === "en" ? `${restatement}${clause.en}` : `${restatement}${clause.zh}`;
}
