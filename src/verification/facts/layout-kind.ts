/**
 * Layout kinds: what a record's layout makes a name. Syslog writes the host after the time and
 * the process id in brackets after the program (`Jun 20 03:40:59 combo ftpd[8829]: ...`); an
 * address gives its port after a colon (`proxy.cse.cuhk.edu.hk:5070`); `pid=`, `port=` and
 * `host=` say it outright. A claim may call such a name by its kind (`进程 8829`, `主机 combo`,
 * `端口 5070`) although the record never writes the kind's word; beside any other name the kind
 * noun is a word like any other (`host 8829` where 8829 is a process is unsupported). A number
 * of ten or thirteen digits starting with 1 is a time stamp (`时间戳 1131566462`).
 */
import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimAnalysis, ClaimUnit } from "../claim-analysis.js";
import type { LayoutKind } from "../grammar/grammar.js";
import {
  FIELD_NOUNS,
  HTTP_REASON_PHRASES,
  LAYOUT_KIND_NOUNS,
  LAYOUT_KIND_VERBS,
  type WordLists,
} from "../grammar/vocabulary.js";
import type { RecordAnalysis } from "../record-analysis.js";

/** `ftpd[8829]`, `sshd(pam_unix)[20898]`, `kernel[0]`: a program and its process id. */
const PROCESS_ID = /[a-z_][\w.\-/]*(?:\([\w.-]+\))?\[(\d+)\]/gu;
/**
 * `Jun 20 03:40:59 combo ...`: the name after a syslog time is the host; so is the one a
 * cluster's collected syslog writes before that time (`- 1131566461 2005.11.09 dn700 Nov 9
 * 12:01:01 dn700/dn700 crond[2913]: ...`).
 */
const SYSLOG_HOST =
  /^(?:[a-z]{3}\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}\s+([\w.-]+)\s|-\s+\d+\s+\d{4}\.\d{2}\.\d{2}\s+(\S+)\s+[a-z]{3}\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}\s)/u;
/** `10.10.34.13:3888`, `msra-sa-41:8030`: a host and its port. */
const ADDRESS =
  /(?<![\w.-])((?:\d{1,3}\.){3}\d{1,3}|[a-z][\w-]*(?:\.[\w-]+)*):(\d{1,5})(?![\w.:])/gu;
/** The extensions of source files, whose `:87` in a stack frame is a line, not a port. */
export const SOURCE_EXTENSIONS =
  "java|kt|scala|groovy|go|py|rb|js|mjs|ts|c|cc|cpp|h|hpp|cs|php|swift|rs|erl|ex|exs|clj";
const SOURCE_FILE = new RegExp(`\\.(?:${SOURCE_EXTENSIONS})$`, "u");
/** `listener on 62260`, `listening on 0.0.0.0:8080`, `bound to 9000`: a listening port. */
const LISTENING =
  /\b(?:listener|listening|bound|binding|created|started|running)\s+(?:on|to|at)\s+(?:port\s+)?(?:[\w.-]*:)?(\d{2,5})\b/gu;
/** `03-17 16:13:41.480  1702 27357 D PowerManagerService: ...`: Android's pid, then its tid. */
const LOGCAT = /^\d{2}-\d{2}\s+\d{2}:\d{2}:\d{2}\.\d{3}\s+(\d+)\s+(\d+)\s+[vdiwef]\s/u;
/**
 * `2017-04-08 21:54:37.622 CEST [20771] LOG: ...` (PostgreSQL's `%m [%p]`), `[2932] 31 May
 * 04:32:08 # ...` (Redis before 3), `4961:M 30 May ...` and `4961:signal-handler` (Redis 3 and
 * later): the process id a server writes first.
 */
const SERVER_PID =
  /^(?:\d{4}-\d{2}-\d{2}[ t]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:\s+[a-z]{2,5})?\s+\[(\d+)\]\s|\[(\d+)\]\s+\d{1,2}\s+[a-z]{3}\s|(\d+):(?:[mscx]\s|signal-handler\b))/u;
/**
 * `1131566462`, `1514038530000`, Squid's `1570784654.576`: seconds (with a fraction) or
 * milliseconds since 1970, between 2001 and 2033.
 */
const EPOCH = /(?<![\w.:-])(1\d{9}(?:\.\d{1,6})?|1\d{12})(?![\w.:-])/gu;
/**
 * `"POST /api/orders HTTP/1.1" 201 412`: an access line's status, then its response size (`-`
 * when it sent none; Envoy writes its response flags there, `503 UF`).
 */
const ACCESS_FIELDS =
  /"(?:get|post|put|delete|patch|head|options|connect|trace)\s+\S+(?:\s+http\/[\d.]+)?"\s+(\d{3})\s+(?:(\d+)|-|[a-z]{1,4}(?:,[a-z]{1,4})*)(?![\w.])/gu;
/**
 * A JVM's uptime stamp on a GC line: `64901.615: [CMS-concurrent-...`, `...]64901.616: [Rescan`,
 * `2018-08-29T00:19:55.452+0000: 3022679.521: Total time ...`.
 */
const UPTIME_STAMP = /(?:^|[\s\]])(\d{2,}\.\d{3}):\s/gu;
/** `"GET /products/42 HTTP/1.1"`: an access line's request, its method and its path. */
const ACCESS_REQUEST =
  /"(get|post|put|delete|patch|head|options|connect|trace)\s+(\S+)(?:\s+http\/[\d.]+)?"/gu;
/**
 * The client an access line opens with: the combined log format's `burger.letters.com - -
 * [01/Jul/1995:...` or `192.168.64.1 - - [07/Feb/2020:...` (alone or after a logger's ` - `).
 */
const ACCESS_CLIENT = /(?:^|\s-\s)([\w.:-]+)\s+\S+\s+\S+\s+\[\d{1,2}\/[a-z]{3}\/\d{4}:/u;
/**
 * Squid's native access line, `1570784654.576    111 127.0.0.1 TCP_MISS/301 491 GET http://...`:
 * the time, the elapsed milliseconds, the client, the cache result with the status, the bytes,
 * the method and the URL.
 */
const SQUID_ACCESS =
  /^\d{9,}\.\d{3}\s+(\d+)\s+([\w.:-]+)\s+(([a-z_]+)\/(\d{3}))\s+(\d+)\s+([a-z]+)\s+(\S+)/u;
/** HAProxy's `0/0/1/29/30 404 448 - - ----`: its five timers, then the status and the bytes. */
const HAPROXY_FIELDS = /(?:-?\d+\/){4}\+?-?\d+\s+(\d{3})\s+(\d+)\s/gu;
/**
 * ingress-nginx's `... 441 0.002 [default-web2-8080] [] 172.17.0.6:8080 61 0.001 200 3d7f...`:
 * the upstream's name and address after the request's length and time.
 */
const INGRESS_UPSTREAM = /\s\d+\s+[\d.]+\s+\[([\w.-]*)\]\s+\[[\w.-]*\]\s+([\w.:-]+)\s/u;
/** Squid's hierarchy code and the server it went to (`HIER_DIRECT/99.86.88.128`). */
const SQUID_HIERARCHY = /\s(hier_[a-z_]+)\/([\w.:-]+)/u;
/** HAProxy's frontend, then its backend and server (`www-https~ app/node16`). */
const HAPROXY_BACKEND = /\]\s+[\w.~-]+\s+(([\w.-]+)\/([\w.-]+))\s/u;
/**
 * Envoy's access line gives the request id, the authority and the upstream host, quoted, in
 * that order (Istio's goes on after them); the authority names the service that was to answer.
 */
const ENVOY_UPSTREAM = /"([\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12})"\s+"([^"\s]+)"\s+"([\w.:-]+)"/u;
/**
 * Envoy's access line after the request: the status, the response flags (`UF`, `-` for none),
 * Istio's quoted failure reason, the bytes received and sent, and the duration in milliseconds.
 */
const ENVOY_FIELDS =
  /"\s+\d{3}\s+([a-z]{1,4}(?:,[a-z]{1,4})*|-)\s+(?:"[^"]*"\s+)?(\d+)\s+(\d+)\s+(\d+)\s+(?:\d+|-)\s+"/u;

/**
 * CoreDNS's query log: `[INFO] 10.244.0.1:52431 - 40291 "A IN example.com. udp 29 false 512"
 * NOERROR qr,rd,ra 68 0.000123s`, its client, the query's type and name, the response code and
 * the response's size.
 */
const COREDNS_QUERY =
  /\]\s+([\d.:[\]a-f]+)\s+-\s+\d+\s+"([a-z]+)\s+in\s+(\S+)\s+(?:udp|tcp)\s+\d+\s+\w+\s+\d+"\s+([a-z]+)\s+[a-z,]+\s+(\d+)\s/u;

/**
 * The time a line opens with (`2000-09-07 14:07:41,508`, Tomcat's `28-nov-2018 20:51:29.344`,
 * `2021-01-15t00:59:48.232-0500`), and the level words a line writes after it.
 */
const LINE_TIME =
  "(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}-[a-z]{3}-\\d{4})[ t]\\d{2}:\\d{2}:\\d{2}(?:[.,]\\d+)?(?:z|[+-]\\d{2}:?\\d{2})?";
const LINE_LEVEL = "(?:trace|debug|info|notice|warn|warning|error|severe|fatal)";
/**
 * The logger a Java line names after its level and thread: a dotted class (`o.e.j.s.Server`,
 * `org.apache.catalina.startup.Catalina.start`) or a name before ` - ` (`MyApp -`,
 * `AbstractConfigLocator:69 -`). Only with it is the bracket beside the level the thread: a line
 * may write its service there (`ERROR [notifications-gateway] 数据库连接池已满`).
 */
const LINE_LOGGER = "(?:[\\w$]+(?:\\.[\\w$]+)+(?![\\w$.])|[\\w$.]+(?::\\d+)?\\s+-\\s)";
/** log4j's `%d [%t] %-5p %c - %m`: `2000-09-07 14:07:41,508 [main] INFO  MyApp - ...`. */
const THREAD_BEFORE_LEVEL = new RegExp(
  `^${LINE_TIME}\\s+\\[([^\\]]+)\\]\\s+${LINE_LEVEL}\\s+${LINE_LOGGER}`,
  "u",
);
/**
 * Tomcat's and Hadoop's `%p [%t] %c` and Solr's `%p (%t) [%X] %c`: `28-nov-2018 20:51:29.344 info
 * [main] org.apache.catalina...`, `2020-07-13 20:09:06.603 info  (main) [   ] o.e.j.s.server ...`.
 */
const THREAD_AFTER_LEVEL = new RegExp(
  `^${LINE_TIME}\\s+${LINE_LEVEL}\\s+(?:\\[([^\\]]+)\\]|\\(([^()]+)\\))\\s+(?:\\[[^\\]]*\\]\\s+)?${LINE_LOGGER}`,
  "u",
);
/** Ceph's thread id, then the message's priority: `2019-06-19 08:03:10.851 7f43ff76be00  0 set ...`. */
const HEX_THREAD = new RegExp(`^${LINE_TIME}\\s+((?=\\d*[a-f])[\\da-f]{12})\\s+-?\\d{1,2}\\s`, "u");
/** A logger's dotted name (`org.apache.activemq.artemis.core.server`), which a thread's place may hold. */
const DOTTED_LOGGER = /^[\w$]+(?:\.[\w$]+)+$/u;
/** Sidekiq's thread and job ids: `TID-oveahmcxw`, `JID-12343drgwe23413`. */
const SIDEKIQ_ID = /(?<![\w-])(tid|jid)-[a-z\d]+(?![\w-])/gu;

/**
 * The thread a line's layout writes: beside its level in brackets or parentheses (not a logger's
 * dotted name: Artemis writes its logger there), or Ceph's hex id after the time.
 */
function threadOf(text: string): string | undefined {
  const around = THREAD_BEFORE_LEVEL.exec(text) ?? THREAD_AFTER_LEVEL.exec(text);
  const thread = around?.[1] ?? around?.[2];
  if (thread !== undefined) {
    const name = thread.trim();
    return name === "" || DOTTED_LOGGER.test(name) ? undefined : name;
  }
  return HEX_THREAD.exec(text)?.[1];
}

/** The host of an address written with its port (`172.30.146.73:80`, `10.244.0.1:52431`). */
export function hostOf(address: string | undefined): string | undefined {
  return address === undefined ? undefined : /^(.+):\d{1,5}$/u.exec(address)?.[1];
}

/** The kinds a record's layout gives a name, and its host when it is written with a port. */
export function kindsOfName(record: RecordAnalysis, name: string): ReadonlySet<LayoutKind> {
  const host = hostOf(name);
  return host === undefined
    ? record.kindsOf(name)
    : new Set([...record.kindsOf(name), ...record.kindsOf(host)]);
}

/** The products a user agent names with their versions (`Chrome/79.0.3945.130`). */
const AGENT_PRODUCT = /(?<![\w.-])([a-z][\w.-]*)\/(\d[\w.]*)/gu;
/** A quoted user agent: a product with its version first (`"Mozilla/5.0 (...)"`, `"curl/7.60.0"`). */
const QUOTED_AGENT = /"([a-z][\w.-]*\/\d[^"]*)"/gu;

/**
 * Layouts only one system writes, so that a line in one of them is that system's: Envoy's
 * default access line, CoreDNS's query log, Airflow's `{{file.py:line}}` task log. (Squid's
 * access line is read above.)
 */
const SYSTEM_LAYOUTS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "envoy",
    /^\[\d{4}-\d{2}-\d{2}[t ][\d:.]+z?\]\s+"[a-z]+\s+\S+\s+http\/[\d.]+"\s+\d{3}\s+[a-z-]+\s+(?:"[^"]*"\s+)?\d+\s+\d+\s/u,
  ],
  [
    "coredns",
    /\[(?:info|error|warning)\]\s+[\d.:[\]a-f]+\s+-\s+\d+\s+"[a-z]+\s+in\s+\S+\s+(?:udp|tcp)\s/u,
  ],
  ["airflow", /^\[\d{4}-\d{2}-\d{2}\s[\d:,.]+\]\s+\{\{?[\w.]+\.py:\d+\}\}?\s/u],
];

/** An access line's authenticated user, after the client and the identity (`- Ultan [`). */
const ACCESS_USER = /(?:^|\s-\s)[\w.:-]+\s+\S+\s+([^\s-][^\s]*)\s+\[\d{1,2}\/[a-z]{3}\/\d{4}:/u;
/**
 * The user sshd and PAM name: `Failed password for root from`, `for invalid user admin from`,
 * `session opened for user drewr`, `Too many authentication failures for admin [preauth]`.
 */
const SSHD_USER =
  /\bfor\s+(?:invalid\s+user\s+|illegal\s+user\s+|user\s+)?([\w.@-]+)\s+(?:from\b|by\b|\[preauth\]|port\b)/gu;
/** The peer sshd names with its port (`from 60.2.12.12 port 63646`). */
const SSHD_PEER = /\bfrom\s+([\w.:-]+)\s+port\s+(\d{1,5})\b/gu;
/** PostgreSQL's `%u@%d` after its process id (`[22603] postgres@mydb`): a user and a database. */
const POSTGRES_USER = /\[\d+\]\s+([\w.-]+)@([\w.-]+)\s/u;

/**
 * `pid=8829`, `port: 5070`, `host=combo`, JSON's `"statusCode":200` (not `db.status`, a status
 * of something else).
 */
const KEYED =
  /(?<![\w.-])(pid|port|host|hostname|status|statuscode|status_code)"?[=:]\s?"?([\w.-]+)/gu;

const KEYED_KINDS: ReadonlyMap<string, LayoutKind> = new Map([
  ["pid", "process"],
  ["port", "port"],
  ["host", "host"],
  ["hostname", "host"],
  ["status", "status"],
  ["statuscode", "status"],
  ["status_code", "status"],
]);

function add(kinds: Map<string, Set<LayoutKind>>, name: string | undefined, kind: LayoutKind) {
  if (name === undefined || name === "") {
    return;
  }
  const known = kinds.get(name) ?? new Set<LayoutKind>();
  known.add(kind);
  kinds.set(name, known);
}

/**
 * What some of the expressions above cannot match without: a cheap search that spares a text
 * the expression's attempt at every one of its characters (most records have no `[8829]`).
 */
const PROCESS_ID_HINT = /\[\d+\]/u;
const ADDRESS_HINT = /:\d/u;
const HAPROXY_HINT = /\d\//u;
const UPTIME_STAMP_HINT = /:\s/u;
const LISTENING_WORDS = ["listen", "bound", "binding", "created", "started", "running"];

/** The layout kinds of the names of a record's normalized, lower-case text. */
export function layoutKindsOf(text: string): ReadonlyMap<string, ReadonlySet<LayoutKind>> {
  const kinds = new Map<string, Set<LayoutKind>>();
  if (PROCESS_ID_HINT.test(text)) {
    for (const match of text.matchAll(PROCESS_ID)) {
      add(kinds, match[1], "process");
    }
  }
  const syslog = SYSLOG_HOST.exec(text);
  add(kinds, syslog?.[1] ?? syslog?.[2], "host");
  for (const match of ADDRESS_HINT.test(text) ? text.matchAll(ADDRESS) : []) {
    // `(OrderRepository.java:87)`, Airflow's `{taskinstance.py:1851}`: a source file and a
    // line (not a host such as `api.example.rs:443`).
    if (
      (text[match.index - 1] === "(" || text[match.index - 1] === "{") &&
      SOURCE_FILE.test(match[1] ?? "")
    ) {
      continue;
    }
    add(kinds, match[1], "host");
    add(kinds, match[2], "port");
  }
  add(kinds, LOGCAT.exec(text)?.[1], "process");
  const server = SERVER_PID.exec(text);
  add(kinds, server?.[1] ?? server?.[2] ?? server?.[3], "process");
  for (const match of text.matchAll(EPOCH)) {
    add(kinds, match[1], "timestamp");
  }
  for (const match of UPTIME_STAMP_HINT.test(text) ? text.matchAll(UPTIME_STAMP) : []) {
    add(kinds, match[1], "timestamp");
  }
  if (LISTENING_WORDS.some((word) => text.includes(word))) {
    for (const match of text.matchAll(LISTENING)) {
      add(kinds, match[1], "port");
    }
  }
  // Every match of ACCESS_FIELDS opens with a match of ACCESS_REQUEST.
  const requests = text.includes('"') ? [...text.matchAll(ACCESS_REQUEST)] : [];
  // A line with several requests has no one status: which is whose the layout cannot say.
  for (const match of [
    ...(requests.length === 1 ? text.matchAll(ACCESS_FIELDS) : []),
    ...(requests.length <= 1 && HAPROXY_HINT.test(text) ? text.matchAll(HAPROXY_FIELDS) : []),
  ]) {
    add(kinds, match[1], "status");
    add(kinds, match[2], "bytes");
  }
  for (const match of requests) {
    add(kinds, match[1], "request");
    add(kinds, match[2], "request");
    // A claim's `/shuttle/countdown/` is read without its last slash.
    add(kinds, match[2]?.replace(/(?<=.)\/$/u, ""), "request");
  }
  add(kinds, text.includes("[") ? ACCESS_CLIENT.exec(text)?.[1] : undefined, "client");
  add(kinds, text.includes("[") ? ACCESS_USER.exec(text)?.[1] : undefined, "user");
  // sshd's peer: `from 60.2.12.12 port 63646`.
  for (const match of text.includes(" port ") ? text.matchAll(SSHD_PEER) : []) {
    add(kinds, match[1], "client");
    add(kinds, match[2], "port");
  }
  if (text.includes("for ")) {
    for (const match of text.matchAll(SSHD_USER)) {
      add(kinds, match[1], "user");
    }
  }
  const postgres = text.includes("@") ? POSTGRES_USER.exec(text) : null;
  add(kinds, postgres?.[1], "user");
  add(kinds, postgres?.[2], "database");
  const squid = text.includes("/") ? SQUID_ACCESS.exec(text) : null;
  if (squid !== null) {
    add(kinds, squid[1], "elapsed");
    add(kinds, squid[2], "client");
    // The result code is the status, whole (`TCP_MISS/503`) or in its parts.
    add(kinds, squid[3], "status");
    add(kinds, squid[4], "status");
    add(kinds, squid[5], "status");
    add(kinds, squid[6], "bytes");
    add(kinds, squid[7], "request");
    add(kinds, squid[8], "request");
    add(kinds, "squid", "system");
  }
  const envoy = requests.length === 1 ? ENVOY_FIELDS.exec(text) : null;
  if (envoy !== null) {
    add(kinds, envoy[1], "flags");
    add(kinds, envoy[2], "bytes");
    add(kinds, envoy[3], "bytes");
    add(kinds, envoy[4], "elapsed");
  }
  const dns = text.includes(" in ") ? COREDNS_QUERY.exec(text) : null;
  if (dns !== null) {
    add(kinds, dns[1], "client");
    add(kinds, hostOf(dns[1]), "client");
    add(kinds, dns[2], "request");
    add(kinds, dns[3], "request");
    // A claim's `example.com` is read without the name's last dot.
    add(kinds, dns[3]?.replace(/\.$/u, ""), "request");
    add(kinds, dns[4], "status");
    add(kinds, dns[5], "bytes");
  }
  for (const [system, layout] of SYSTEM_LAYOUTS) {
    if (layout.test(text)) {
      add(kinds, system, "system");
    }
  }
  if (requests.length > 0 || squid !== null) {
    addUpstreams(kinds, text);
  }
  add(kinds, threadOf(text), "thread");
  for (const match of text.includes("id-") ? text.matchAll(SIDEKIQ_ID) : []) {
    add(kinds, match[0], match[1] === "tid" ? "thread" : "job");
  }
  for (const match of text.matchAll(KEYED)) {
    const kind = KEYED_KINDS.get(match[1] ?? "");
    if (kind !== undefined) {
      add(kinds, match[2], kind);
    }
  }
  return kinds;
}

/** The upstream servers and the user agent's products of an access or proxy line. */
function addUpstreams(kinds: Map<string, Set<LayoutKind>>, text: string): void {
  const ingress = INGRESS_UPSTREAM.exec(text);
  add(kinds, ingress?.[1], "upstream");
  add(kinds, ingress?.[2] === "-" ? undefined : ingress?.[2], "upstream");
  const hierarchy = SQUID_HIERARCHY.exec(text);
  // HIER_NONE: the request went to no server.
  if (hierarchy !== null && hierarchy[1] !== "hier_none" && hierarchy[2] !== "-") {
    add(kinds, `${hierarchy[1]}/${hierarchy[2]}`, "upstream");
    add(kinds, hierarchy[1], "upstream");
    add(kinds, hierarchy[2], "upstream");
  }
  const backend = HAPROXY_BACKEND.exec(text);
  for (const name of backend?.slice(1) ?? []) {
    add(kinds, name, "upstream");
  }
  // The authority (the service asked for) and the upstream host (the one that served it).
  const envoy = ENVOY_UPSTREAM.exec(text);
  // The request's id (`x-request-id`): the id of the request the line is about.
  add(kinds, envoy?.[1], "id");
  add(kinds, envoy?.[1], "request");
  add(kinds, envoy?.[2], "upstream");
  add(kinds, envoy?.[3], "upstream");
  for (const quoted of text.matchAll(QUOTED_AGENT)) {
    const products = [...(quoted[1] ?? "").matchAll(AGENT_PRODUCT)];
    const agent = agentOf(products.map((product) => product[1] ?? ""));
    const product = products.find((candidate) => candidate[1] === agent);
    if (agent !== null && product !== undefined) {
      const kind = BROWSER_TOKENS.has(agent) ? "browser" : "agent";
      add(kinds, agent, kind);
      add(kinds, `${agent}/${product[2]}`, kind);
    }
    for (const other of products) {
      if (other[1] !== agent) {
        add(kinds, other[1], "compatibility");
      }
    }
  }
}

/**
 * The tokens that name a browser, the most specific first: Edge writes Chrome and Safari too,
 * Opera writes Chrome, Chrome writes Safari.
 */
const BROWSER_TOKENS: ReadonlySet<string> = new Set([
  "edg",
  "edge",
  "opr",
  "firefox",
  "chrome",
  "safari",
]);
/** Tokens every browser writes to pass for another: they name no agent. */
const COMPATIBILITY_TOKENS: ReadonlySet<string> = new Set([
  "mozilla",
  "applewebkit",
  "gecko",
  "khtml",
  "version",
  "mobile",
]);

/**
 * The one product a user agent is: a browser by the most specific token it writes, else its
 * first product that is no compatibility token (`curl/7.60.0`, `Googlebot/2.1`).
 */
function agentOf(tokens: readonly string[]): string | null {
  for (const token of BROWSER_TOKENS) {
    if (tokens.includes(token)) {
      return token;
    }
  }
  return tokens.find((token) => !COMPATIBILITY_TOKENS.has(token)) ?? null;
}

/**
 * A line that says its request did not complete as its status says: Squid's `_ABORTED` and
 * `TCP_DENIED`, HAProxy's termination state other than `----` (`CD--`: the client aborted).
 */
function lineIncomplete(record: RecordAnalysis): boolean {
  return INCOMPLETE.test(record.text);
}

/**
 * Whether the backend a proxy line names answered the status it gives: HAProxy's, when the
 * request completed (`----`, every timer written). Elsewhere the status is the proxy's own
 * (ingress-nginx and Envoy write the upstream's apart, or a flag saying it failed).
 */
export function backendAnswered(record: RecordAnalysis): boolean {
  return HAPROXY_COMPLETE.test(record.text) && !lineIncomplete(record);
}

const HAPROXY_COMPLETE = /\s\d+\/\d+\/\d+\/\d+\/\d+\s+\d{3}\s+\d+\s+\S+\s+\S+\s+----\s/u;

const INCOMPLETE = /_aborted\/|tcp_denied\/|\s(?!----)[a-z-]{4}\s+\d+\/\d+\/\d+\/\d+\/\d+\s/u;

/**
 * What an access line's layout says of a bare number the claim gives: next to a status word it
 * must be the line's status (`status 412` where the status is 201 is a conflict); a response
 * size needs a size word beside it (`212 POST /api/orders` reads it as a count); a status is
 * not a count (`出现 412 次`).
 */
export function checkLayoutFigures(check: ClaimCheck): void {
  let claimKinds: ReadonlyMap<string, ReadonlySet<LayoutKind>> | null = null;
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      unit.kind !== "quantity" ||
      unit.quantity === null ||
      unit.quantity.hasUnit ||
      account?.outcome !== "supported" ||
      record === null
    ) {
      continue;
    }
    const kinds = record.kindsOf(unit.text);
    // A claim quoting an access line keeps its layout, and with it what each number is.
    claimKinds ??= layoutKindsOf(check.claim.text.toLowerCase());
    const quoted = claimKinds.get(unit.text);
    if (quoted?.has("status") || quoted?.has("bytes")) {
      continue;
    }
    // The words beside it, and the keys it is bound to (`the status of GET / was 91`).
    const beside = [...besideWords(check, unit), ...check.keyWordsOf(unit).map((key) => key.text)];
    const says = (nouns: WordLists): boolean =>
      beside.some((word) => nouns.en.includes(word) || nouns.zh.includes(word));
    // `用时 200`, `200 hits`, `耗时 1570784654.576`: a field of the line (its status, time stamp,
    // size ...) said as a duration or a count.
    const saidAs = says(FIELD_NOUNS.count)
      ? "count"
      : says(FIELD_NOUNS.duration) && !kinds.has("elapsed")
        ? "duration"
        : null;
    const field =
      saidAs === null
        ? undefined
        : [...kinds].find((kind) => (saidAs === "count" ? NOT_COUNTS : NOT_DURATIONS).has(kind));
    if (field !== undefined && saidAs !== null) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is the line's ${field}, not a ${saidAs}`,
        "quantity",
      );
      continue;
    }
    // `耗时 412` against `count=412`: a bare figure said as a duration is the value of a key
    // that is no duration.
    const keyed = saidAs === "duration" && !kinds.has("elapsed") ? keyOfFigure(unit, record) : null;
    if (keyed !== null) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is the record's ${keyed}, not a duration`,
        "quantity",
      );
      continue;
    }
    // `Upstream 10.44.1.7:9080 had status 503` where Envoy's `UF` says it never answered: a
    // status said of an upstream is the upstream's only where the backend answered it.
    if (
      kinds.has("status") &&
      PROXY_LINE.test(record.text) &&
      !backendAnswered(record) &&
      upstreamBefore(check, unit, record)
    ) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is the status the proxy gave; the line does not say the upstream answered it`,
        "quantity",
      );
      continue;
    }
    // Already read as the field its kind noun names (`a size of 4114`).
    if (account.detail.startsWith("the record's layout makes")) {
      continue;
    }
    if (says(FIELD_NOUNS.status) && !kinds.has("status")) {
      if (recordHasKind(record, "status")) {
        check.conflict(
          unit,
          "fact_conflict",
          record,
          `${quote(unit.text)} is not the status the line gives`,
          "quantity",
        );
      } else if (!STATUS_WORD.test(record.text)) {
        check.unsupported(
          unit,
          "fact_unsupported",
          `${quote(unit.text)} is called a status, and the line gives none`,
          "quantity",
        );
      }
      continue;
    }
    // Only an access line, or a record with a status key, gives a number these kinds.
    if (!FIELD_RECORD.test(record.text)) {
      continue;
    }
    if (
      kinds.has("bytes") &&
      !kinds.has("status") &&
      !says(FIELD_NOUNS.bytes) &&
      !afterStatus(check, unit, record)
    ) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is the line's response size, and the claim does not say so`,
        "quantity",
      );
    }
  }
}

/**
 * The key whose value a bare figure is, when every value of the record equal to it is a keyed
 * value that is no duration (by its unit or its key's name); null otherwise.
 */
function keyOfFigure(unit: ClaimUnit, record: RecordAnalysis): string | null {
  const figure = unit.quantity?.canonical;
  const stating = record.values.filter(
    (value) => value.quantity !== null && value.quantity.canonical === figure,
  );
  const [first] = stating;
  if (
    first === undefined ||
    first.key === null ||
    !stating.every(
      (value) =>
        value.key !== null &&
        value.quantity?.dimension !== "duration" &&
        !DURATION_KEY.test(value.key),
    )
  ) {
    return null;
  }
  return first.key;
}

/** Key names that say a duration without a unit (`took`, `request_time`, `elapsed`). */
const DURATION_KEY = /time|took|elapsed|duration|latency|dur|耗时|用时|时长|延迟/u;

/** Words before what a request went to (`to`, 给, 转发给 ...). */
export const MOTION_WORDS: ReadonlySet<string> = new Set([
  "to",
  "给",
  "到",
  "至",
  "转发给",
  "转发到",
  "转给",
  "转到",
  "对",
  "on",
  "at",
]);

/** A proxy's access line: a quoted request, or Squid's native line (not an app's `status=`). */
const PROXY_LINE =
  /"(?:get|post|put|delete|patch|head|options|connect|trace)\s|^\d{9,}\.\d{3}\s+\d+\s+\S+\s+[a-z_]+\/\d{3}\s/u;

/** Whether an upstream (its name, or a word naming one) stands before a unit in its clause. */
function upstreamBefore(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): boolean {
  for (let index = unit.index - 1; index >= 0; index--) {
    const near = check.claim.units[index];
    if (near === undefined || near.clause !== unit.clause) {
      return false;
    }
    // `proxied to upstream X and returned 504`: what the request went to did not answer it.
    const before = check.claim.units[index - 1];
    const beforeThat = check.claim.units[index - 2];
    if (
      (before !== undefined && MOTION_WORDS.has(before.text)) ||
      (beforeThat !== undefined &&
        MOTION_WORDS.has(beforeThat.text) &&
        KIND_OF_NOUN.get(before?.text ?? "") === "upstream")
    ) {
      continue;
    }
    const named =
      KIND_OF_NOUN.get(near.text) === "upstream" && !LAYOUT_KIND_VERB_SET.has(near.text);
    const name = withPort(check.claim, near);
    const upstream = kindsOfName(record, name).has("upstream") && !name.startsWith("hier_");
    if (named || upstream) {
      return true;
    }
  }
  return false;
}

/** Fields of a line that are no count, and none that is a duration. */
const NOT_COUNTS: ReadonlySet<LayoutKind> = new Set(["status", "timestamp", "elapsed"]);
const NOT_DURATIONS: ReadonlySet<LayoutKind> = new Set(["status", "timestamp", "bytes"]);

/**
 * A line that names a status, a state or a code somewhere (`status=503`, `状态码 500`, `error
 * state 6`, `code 0`).
 */
const STATUS_WORD = /status|state|code|状态|返回码|响应码/u;

/** What may follow a reason phrase: a closing bracket, a punctuation mark, the end. */
const PHRASE_END = /^\s*(?:$|[)）,，.。;；:：、!?！？])/u;

/** Reason phrases by status code, lower-case, longest first. */
const REASON_PHRASES = new Map(
  HTTP_REASON_PHRASES.map(([code, lists]) => [
    String(code),
    [...lists.en, ...lists.zh].sort((left, right) => right.length - left.length),
  ]),
);

/**
 * `304 (Not Modified)`, `返回 404（未找到）`: the reason phrase HTTP gives the status the record
 * gives is what that code means. Its words are framing, and only right after a status the claim
 * binds to the record.
 */
export function acceptReasonPhrases(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const phrases = unit.kind === "quantity" ? REASON_PHRASES.get(unit.text) : undefined;
    const account = check.accounts[unit.index];
    if (
      phrases === undefined ||
      account?.outcome !== "supported" ||
      account.record === null ||
      !account.record.kindsOf(unit.text).has("status")
    ) {
      continue;
    }
    const after = /^\s*\(?\s*/u.exec(check.claim.text.slice(unit.end))?.[0] ?? "";
    const from = unit.end + after.length;
    const rest = check.claim.text.slice(from);
    // The phrase ends where the claim's phrase does: at a closing bracket, a punctuation mark or
    // the end (`404 找不到 admin`, `404 not found request_id` deny a name with it).
    const phrase = phrases.find(
      (candidate) => rest.startsWith(candidate) && PHRASE_END.test(rest.slice(candidate.length)),
    );
    if (phrase === undefined) {
      acceptPhraseOfRequest(check, unit, phrases);
      continue;
    }
    for (const word of check.claim.units) {
      if (word.start >= from && word.end <= from + phrase.length) {
        check.quotedUnits.add(word.index);
        check.set(word, {
          outcome: "framing",
          kind: "word",
          record: null,
          detail: `the reason phrase HTTP gives status ${unit.text}`,
          code: null,
        });
      }
    }
  }
}

/**
 * `77.179.66.156 访问 / 成功，状态码 200`: a one-word reason phrase of the status the claim gives
 * said of the line's request right before it (its path or method) says what the status means.
 */
function acceptPhraseOfRequest(
  check: ClaimCheck,
  status: ClaimUnit,
  phrases: readonly string[],
): void {
  const record = check.accounts[status.index]?.record;
  if (record === null || record === undefined || INCOMPLETE.test(record.text)) {
    return;
  }
  for (const word of check.claim.units) {
    const request = check.claim.units[word.index - 1];
    if (
      word.kind !== "han" ||
      !phrases.includes(word.text) ||
      check.accounts[word.index]?.outcome === "supported" ||
      request === undefined ||
      request.clause !== word.clause ||
      !record.kindsOf(request.text).has("request")
    ) {
      continue;
    }
    check.set(word, {
      outcome: "framing",
      kind: "word",
      record: null,
      detail: `the reason phrase HTTP gives status ${status.text}, said of the request`,
      code: null,
    });
  }
}

/**
 * `GET / got 302 (291)`, `got 200 with 3097`: a size right after the line's status, as the line
 * writes them, keeps the line's layout.
 */
function afterStatus(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): boolean {
  for (let index = unit.index - 1; index >= Math.max(0, unit.index - 2); index--) {
    const near = check.claim.units[index];
    if (near === undefined || near.clause !== unit.clause) {
      return false;
    }
    if (near.kind === "quantity") {
      return record.kindsOf(near.text).has("status");
    }
  }
  return false;
}

/** The words beside a unit in its clause, framing and all, up to the first that is not framing. */
function besideWords(check: ClaimCheck, unit: ClaimUnit): string[] {
  const words: string[] = [];
  for (const step of [-1, 1]) {
    // The word right beside it, and past a copula the word after that (`状态为 91`, `status
    // was 91`).
    for (let index = unit.index + step, seen = 0; seen < 4; index += step, seen++) {
      const near = check.claim.units[index];
      if (near === undefined || near.clause !== unit.clause) {
        break;
      }
      words.push(near.text);
      if (!COPULAS.has(near.text)) {
        break;
      }
    }
  }
  return words;
}

/** Words between a figure and the noun it is said to be (`状态为 91`, `status was 91`). */
const COPULAS: ReadonlySet<string> = new Set(["为", "是", "的", "was", "is", "were", "are", "of"]);

/** Whether a record's layout gives any of its names this kind. */
function recordHasKind(record: RecordAnalysis, kind: LayoutKind): boolean {
  return [...layoutKindsOf(record.text).values()].some((kinds) => kinds.has(kind));
}

function quote(value: string): string {
  return JSON.stringify(value);
}

/**
 * A record whose layout may give a number a status or a size: an access line (Squid's too), a
 * status key.
 */
const FIELD_RECORD =
  /"(?:get|post|put|delete|patch|head|options|connect|trace)\s|\bstatus(?:code|_code)?"?[=:]|^\d{9,}\.\d{3}\s+\d+\s+\S+\s+[a-z_]+\/\d{3}\s/u;

/** Chinese words that make the number before or after them a count (`0 个`, `错误数`, `共 0`). */
const COUNT_HAN = /[个条次数共]/u;

/**
 * `SQL Error: 0` is error code 0. A claim reading it as a count (`0 SQL errors`, `SQL errors:
 * 0`, `0 个 SQL 错误`, `共 0 个`) states what the line does not: the number before the key's
 * word, a plural key word, or a count word beside it reads it as a count.
 */
export function checkCodeCounts(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    const quantity = unit.quantity;
    if (
      unit.kind !== "quantity" ||
      quantity === null ||
      account?.outcome !== "supported" ||
      record === null
    ) {
      continue;
    }
    const codes = record.values.filter(
      (value) =>
        value.key !== null &&
        check.grammar.codeKeys.has(value.key) &&
        value.quantity !== null &&
        value.quantity.canonical === quantity.canonical,
    );
    if (codes.length === 0) {
      continue;
    }
    const clause = check.claim.units.filter((other) => other.clause === unit.clause);
    const keyWord = clause.find(
      (other) =>
        (other.kind === "word" && codes.some((value) => value.key === other.stem)) ||
        (other.kind === "han" && /错误|异常|状态|代码|码/u.test(other.text)),
    );
    const beside = [check.claim.units[unit.index - 1], check.claim.units[unit.index + 1]];
    if (keyWord === undefined) {
      continue;
    }
    const counted =
      keyWord.index > unit.index ||
      (keyWord.kind === "word" && keyWord.text !== keyWord.stem && keyWord.text.endsWith("s")) ||
      (keyWord.kind === "han" && /数/u.test(keyWord.text)) ||
      beside.some(
        (near) =>
          near !== undefined &&
          near.clause === unit.clause &&
          (near.kind === "han"
            ? COUNT_HAN.test(near.text)
            : /^(?:times|total|count)$/u.test(near.text)),
      );
    if (counted) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is the code the record gives ${JSON.stringify(codes[0]?.key ?? "")}, not a count`,
        "quantity",
      );
    }
  }
}

/**
 * `Safari accessed /api/orders` where the agent writes `Chrome/79.0 Safari/537.36`: a product a
 * user agent writes only to pass for another is not the agent, though the line has the word.
 */
export function checkCompatibilityTokens(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      account?.outcome !== "supported" ||
      record === null ||
      check.quotedUnits.has(unit.index) ||
      (unit.kind !== "word" && unit.kind !== "identifier")
    ) {
      continue;
    }
    const kinds = record.kindsOf(unit.text);
    if (kinds.has("compatibility") && !kinds.has("agent") && !kinds.has("browser")) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${quote(unit.text)} is a token the user agent writes to pass for another, not the agent`,
      );
    }
  }
}

/**
 * `Squid logged TCP_MISS/301 and returned 200 for GET /api/orders` citing a Squid line and an
 * Nginx line: what a claim says after naming the system that wrote a line must rest on lines
 * that system wrote.
 */
export function checkSystemScope(check: ClaimCheck): void {
  const systems = new Set<string>();
  for (const unit of check.claim.units) {
    if (check.accounts[unit.index]?.detail.startsWith("the line is in ")) {
      systems.add(unit.text);
    }
  }
  const [system] = systems;
  if (systems.size !== 1 || system === undefined || check.records.length < 2) {
    return;
  }
  const written = new Set(check.records.filter((record) => record.kindsOf(system).has("system")));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      account?.outcome === "supported" &&
      account.record !== null &&
      !written.has(account.record)
    ) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `said of ${system}, and ${account.record.label} is not a line ${system} wrote`,
      );
    }
  }
}

/** Kinds a kind noun may name a name by, besides its own. */
const ALSO_NAMED: ReadonlyMap<LayoutKind, readonly LayoutKind[]> = new Map([
  ["agent", ["browser"]],
  ["host", ["client", "upstream"]],
  // A client is named by its address, whose host part is a host.
  ["client", ["host"]],
]);

/** Words saying where something came from. */
const FROM_WORDS: ReadonlySet<string> = new Set(["from", "来自", "来源", "从"]);

/**
 * A kind noun beside a name the line's layout makes another kind (`用户 192.0.2.44` where that is
 * the client, `User python-requests` where that is the agent), and `from` before the host that
 * logged a line where the line gives the peer (`from LabSZ` where sshd on LabSZ writes `from
 * 173.234.31.186 port 38926`): what the claim calls the name is not what the line says it is.
 */
export function checkKindsOfNames(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (!account || (account.outcome !== "supported" && account.outcome !== "framing")) {
      continue;
    }
    const next = check.claim.units[unit.index + 1];
    const from = FROM_WORDS.has(unit.text);
    // Only the nouns as written (`proxy` shares its stem with `proxied`).
    const kind = from ? "client" : KIND_OF_NOUN.get(unit.text);
    if (
      kind === undefined ||
      LAYOUT_KIND_VERB_SET.has(unit.text) ||
      !NAMED_KINDS.has(kind) ||
      (unit.stem === "user" && next?.stem === "agent")
    ) {
      continue;
    }
    for (const name of namesBeside(check, unit, from, kind)) {
      for (const record of check.records) {
        const kinds = kindsOfName(record, name);
        if (kinds.has(kind)) {
          continue;
        }
        // `user invalid` where sshd writes `for invalid user test9`: the line gives its one
        // user, process or port another name.
        if (kinds.size === 0) {
          const others = SOLE_KINDS.has(kind) ? namesOfKind(record, kind) : [];
          if (others.length > 0 && record.kindsOf(name).size === 0 && mentions(record, name)) {
            check.unsupported(
              unit,
              "fact_unsupported",
              `calls ${quote(name)} a ${kind}; the ${kind} ${record.label} gives is ${others.map(quote).join(", ")}`,
            );
          }
          continue;
        }
        // `from` before a name: only the host that logged a line giving its peer is wrong.
        if (from) {
          if (!kinds.has("host") || !recordHasKind(record, "client")) {
            continue;
          }
        } else if ((ALSO_NAMED.get(kind) ?? []).some((also) => kinds.has(also))) {
          continue;
        }
        check.unsupported(
          unit,
          "fact_unsupported",
          `calls ${quote(name)} ${from ? "where it came from" : `a ${kind}`}; ${record.label} makes it ${[...kinds].join(", ")}`,
        );
      }
    }
  }
}

/** The layout kind nouns, as written, and the kind each names. */
const KIND_OF_NOUN: ReadonlyMap<string, LayoutKind> = new Map(
  LAYOUT_KIND_NOUNS.flatMap(({ kind, words }) =>
    [...words.en, ...words.zh].map((word) => [word, kind] as const),
  ),
);

/** Words between a kind noun and its name (`状态为 UF`); 的 after a noun says whose, not what. */
const NAME_COPULAS: ReadonlySet<string> = new Set(["为", "是", "was", "is"]);

/** Kinds whose Chinese noun may follow the name it names (`root 用户`, `combo 主机`). */
const NAMED_BEFORE: ReadonlySet<LayoutKind> = new Set([
  "user",
  "host",
  "process",
  "port",
  "client",
  "table",
  "database",
]);
const ARTICLE_WORDS: ReadonlySet<string> = new Set(["the", "a", "an"]);

/**
 * Kinds a line gives one name at most: another name called by it is not that one. (A line may
 * name processes and ports besides its own: `blocked by process 21994`.)
 */
const SOLE_KINDS: ReadonlySet<LayoutKind> = new Set(["user"]);

/** The names a record's layout gives a kind. */
function namesOfKind(record: RecordAnalysis, kind: LayoutKind): string[] {
  return [...layoutKindsOf(record.text)]
    .filter(([, kinds]) => kinds.has(kind))
    .map(([name]) => name);
}

/** Whether a record's text has a name as a word of its own. */
function mentions(record: RecordAnalysis, name: string): boolean {
  return new RegExp(
    `(?<![\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\w-])`,
    "u",
  ).test(record.text);
}

/** The kinds a kind noun is checked for against the name beside it. */
const NAMED_KINDS: ReadonlySet<LayoutKind> = new Set([
  "database",
  "table",
  "status",
  "user",
  "client",
  "host",
  "port",
  "process",
  "upstream",
  "agent",
  "browser",
  "thread",
  "job",
]);

const LAYOUT_KIND_VERB_SET: ReadonlySet<string> = new Set([
  ...LAYOUT_KIND_VERBS.en,
  ...LAYOUT_KIND_VERBS.zh,
]);

/**
 * The name a kind noun stands beside: the one right after it (past 的, or past another kind
 * noun, `来自主机 LabSZ`), or else, but for `from`, the one right before it (`root 用户`).
 */
function namesBeside(
  check: ClaimCheck,
  unit: ClaimUnit,
  from: boolean,
  kind: LayoutKind,
): string[] {
  const names: string[] = [];
  const isName = (near: ClaimUnit | undefined): near is ClaimUnit =>
    near !== undefined &&
    near.clause === unit.clause &&
    (near.kind === "identifier" || near.kind === "word" || near.kind === "quantity");
  let next = check.claim.units[unit.index + 1];
  if (
    next !== undefined &&
    (NAME_COPULAS.has(next.text) || (from && KIND_OF_NOUN.has(next.text)))
  ) {
    next = check.claim.units[next.index + 1];
  }
  const previous = check.claim.units[unit.index - 1];
  // In English after an article, `the 192.0.2.44 user`.
  const beforeName = check.claim.units[unit.index - 2];
  if (
    !from &&
    unit.kind === "word" &&
    beforeName !== undefined &&
    ARTICLE_WORDS.has(beforeName.text) &&
    NAMED_BEFORE.has(kind) &&
    isName(previous)
  ) {
    return [previous.text];
  }
  if (isName(next)) {
    names.push(next.text);
    return names;
  }
  // `root 用户`.
  if (!from && unit.kind === "han" && NAMED_BEFORE.has(kind) && isName(previous)) {
    names.push(previous.text);
  }
  return names;
}

/**
 * A name as written with its port: `productpage:9080` is read as a word and a number; a port
 * right after a colon is part of the name.
 */
export function withPort(claim: ClaimAnalysis, unit: ClaimUnit): string {
  const next = claim.units[unit.index + 1];
  return next !== undefined &&
    next.kind === "quantity" &&
    next.start === unit.end + 1 &&
    claim.text[unit.end] === ":" &&
    /^\d{1,5}$/u.test(next.text)
    ? `${unit.text}:${next.text}`
    : unit.text;
}

/**
 * `alice deleted /api/users/17` against an access line that answered it 403: a verb saying the
 * request's act was done is not what a line with a failing status says.
 */
export function checkRequestOutcomes(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (account?.outcome !== "supported" || record === null || !DONE_VERBS.has(unit.text)) {
      continue;
    }
    const failing = namesOfKind(record, "status").find((status) => /^[45]\d\d$/u.test(status));
    if (failing !== undefined) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `says the request was done; ${record.label} answered it ${failing}`,
      );
    }
  }
}

/** Verbs saying a request's act was done. */
const DONE_VERBS: ReadonlySet<string> = new Set([
  ..."deleted removed created updated posted uploaded patched modified saved".split(" "),
  ..."删除了 删除 删掉了 创建了 更新了 修改了 上传了 保存了".split(" "),
]);
