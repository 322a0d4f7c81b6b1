/**
 * Layout kinds: what a record's layout makes a name. Syslog writes the host after the time and
 * the process id in brackets after the program (`Jun 20 03:40:59 combo ftpd[8829]: ...`); an
 * address gives its port after a colon (`proxy.cse.cuhk.edu.hk:5070`); `pid=`, `port=` and
 * `host=` say it outright. A claim may call such a name by its kind (`进程 8829`, `主机 combo`,
 * `端口 5070`) although the record never writes the kind's word; beside any other name the kind
 * noun is a word like any other (`host 8829` where 8829 is a process is unsupported). A number
 * of ten or thirteen digits starting with 1 is a time stamp (`时间戳 1131566462`).
 */
import type { LayoutKind } from "../grammar/grammar.js";

/** `ftpd[8829]`, `sshd(pam_unix)[20898]`, `kernel[0]`: a program and its process id. */
const PROCESS_ID = /[a-z_][\w.\-/]*(?:\([\w.-]+\))?\[(\d+)\]/gu;
/** `Jun 20 03:40:59 combo ...`: the name after a syslog time is the host. */
const SYSLOG_HOST = /^(?:[a-z]{3}\s+\d{1,2}\s+\d{2}:\d{2}:\d{2})\s+([\w.-]+)\s/u;
/** `10.10.34.13:3888`, `msra-sa-41:8030`: a host and its port. */
const ADDRESS =
  /(?<![\w.-])((?:\d{1,3}\.){3}\d{1,3}|[a-z][\w-]*(?:\.[\w-]+)*):(\d{1,5})(?![\w.:])/gu;
/** `listener on 62260`, `listening on 0.0.0.0:8080`, `bound to 9000`: a listening port. */
const LISTENING =
  /\b(?:listener|listening|bound|binding|created|started|running)\s+(?:on|to|at)\s+(?:port\s+)?(?:[\w.-]*:)?(\d{2,5})\b/gu;
/** `03-17 16:13:41.480  1702 27357 D PowerManagerService: ...`: Android's pid, then its tid. */
const LOGCAT = /^\d{2}-\d{2}\s+\d{2}:\d{2}:\d{2}\.\d{3}\s+(\d+)\s+(\d+)\s+[vdiwef]\s/u;
/** `1131566462`, `1514038530000`: seconds or milliseconds since 1970, between 2001 and 2033. */
const EPOCH = /(?<![\w.:-])(1\d{9}|1\d{12})(?![\w.:-])/gu;
/** `pid=8829`, `port: 5070`, `host=combo`. */
const KEYED = /\b(pid|port|host|hostname)[=:]\s?([\w.-]+)/gu;

const KEYED_KINDS: ReadonlyMap<string, LayoutKind> = new Map([
  ["pid", "process"],
  ["port", "port"],
  ["host", "host"],
  ["hostname", "host"],
]);

function add(kinds: Map<string, Set<LayoutKind>>, name: string | undefined, kind: LayoutKind) {
  if (name === undefined || name === "") {
    return;
  }
  const known = kinds.get(name) ?? new Set<LayoutKind>();
  known.add(kind);
  kinds.set(name, known);
}

/** The layout kinds of the names of a record's normalized, lower-case text. */
export function layoutKindsOf(text: string): ReadonlyMap<string, ReadonlySet<LayoutKind>> {
  const kinds = new Map<string, Set<LayoutKind>>();
  for (const match of text.matchAll(PROCESS_ID)) {
    add(kinds, match[1], "process");
  }
  add(kinds, SYSLOG_HOST.exec(text)?.[1], "host");
  for (const match of text.matchAll(ADDRESS)) {
    add(kinds, match[1], "host");
    add(kinds, match[2], "port");
  }
  add(kinds, LOGCAT.exec(text)?.[1], "process");
  for (const match of text.matchAll(EPOCH)) {
    add(kinds, match[1], "timestamp");
  }
  for (const match of text.matchAll(LISTENING)) {
    add(kinds, match[1], "port");
  }
  for (const match of text.matchAll(KEYED)) {
    const kind = KEYED_KINDS.get(match[1] ?? "");
    if (kind !== undefined) {
      add(kinds, match[2], kind);
    }
  }
  return kinds;
}
