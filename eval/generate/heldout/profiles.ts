/**
 * Services and the names their records share (pods, hosts, queues, databases), and timestamps in
 * the formats of the log sources the templates imitate.
 */
import type { Random } from "./random.js";
import type { ServiceProfile } from "./types.js";

export const SERVICE_NAMES: readonly string[] = [
  "storefront-web",
  "ledger-api",
  "dispatch-worker",
  "geo-resolver",
  "search-indexer",
  "notifications-gateway",
  "billing-sync",
  "media-transcoder",
  "catalog-api",
  "auth-proxy",
  "payouts-api",
  "inventory-cache",
  "route-planner",
  "feed-ranker",
  "session-store",
  "quote-engine",
  "tax-calculator",
  "webhook-relay",
  "image-resizer",
  "fraud-scorer",
];

const NAMESPACES = ["shop", "payments", "logistics", "maps", "search", "messaging", "platform"];
const ROUTES = [
  "/api/v2/cart",
  "/v1/ledger/entries",
  "/v1/dispatch/jobs",
  "/tiles/v3/lookup",
  "/v2/search",
  "/v1/push",
  "/v1/invoices/sync",
  "/v1/transcode",
  "/v2/items",
  "/oauth/token",
  "/v1/payouts",
  "/v1/stock",
  "/v1/routes/plan",
  "/v1/feed",
];
const QUEUE_SUFFIXES = ["jobs", "events", "tasks", "outbox", "retry"];
const CLUSTER_SUFFIXES = ["backend", "primary", "grpc", "tiles", "edge"];

function octet(random: Random): number {
  return random.integer(2, 250);
}

/** A profile for one service; `upstream` is another service it calls. */
export function makeProfile(random: Random, name: string): ServiceProfile {
  const short = name.split("-")[0] ?? name;
  const upstream = random.pick(SERVICE_NAMES.filter((other) => other !== name));
  const subnet = `${random.integer(1, 40)}.${random.integer(0, 250)}`;
  return {
    name,
    short,
    namespace: random.pick(NAMESPACES),
    pod: `${name}-${random.hex(random.pick([8, 9, 10]))}-${random.alphanumeric(5)}`,
    container: random.pick([short, "app", "main", "server"]),
    host: `ip-10-${subnet.replace(".", "-")}-${octet(random)}`,
    address: `10.${subnet}.${octet(random)}`,
    cacheHost: `redis-${short}-${random.integer(0, 2)}`,
    databaseHost: `pg-${short}-0${random.integer(1, 3)}`,
    database: `${short}_prod`,
    databaseUser: `${short}_app`,
    queue: `${short}.${random.pick(QUEUE_SUFFIXES)}`,
    topic: `${short}.${random.pick(["events", "changes", "commands"])}.v${random.integer(1, 3)}`,
    upstream,
    route: random.pick(ROUTES),
    cluster: `${short}_${random.pick(CLUSTER_SUFFIXES)}`,
    broker: `rabbitmq-${random.integer(0, 2)}.mq`,
  };
}

export function randomProfile(random: Random, exclude: readonly string[] = []): ServiceProfile {
  const names = SERVICE_NAMES.filter((name) => !exclude.includes(name));
  return makeProfile(random, random.pick(names));
}

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

interface Clock {
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millis: number;
}

function clock(random: Random): Clock {
  return {
    day: random.integer(3, 27),
    hour: random.integer(0, 23),
    minute: random.integer(0, 59),
    second: random.integer(0, 59),
    millis: random.integer(0, 999),
  };
}

/** 2026-03-14T08:22:51.114Z */
export function isoTime(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}.${pad(time.millis, 3)}Z`;
}

/** 2026-03-14T08:22:51Z */
export function isoSeconds(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}Z`;
}

/** 2026-03-14 08:22:51,114 (Python logging) */
export function pythonTime(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)},${pad(time.millis, 3)}`;
}

/** 2026-03-14 08:22:51 */
export function plainTime(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/** 2026/03/14 08:22:51 (nginx error log) */
export function nginxTime(random: Random): string {
  const time = clock(random);
  return `2026/03/${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/** Mar 14 08:22:51 (syslog) */
export function syslogTime(random: Random): string {
  const time = clock(random);
  return `Mar ${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/** I0314 08:22:51.114203 (klog header without the severity letter) */
export function klogTime(random: Random): string {
  const time = clock(random);
  return `03${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}.${pad(time.millis, 3)}${pad(random.integer(0, 999), 3)}`;
}

/** 2026-03-14T08:22:51,114 (Elasticsearch) */
export function elasticTime(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)},${pad(time.millis, 3)}`;
}

/** 2026-03-14 08:22:51.114 UTC (PostgreSQL %m) */
export function postgresTime(random: Random): string {
  const time = clock(random);
  return `2026-03-${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}.${pad(time.millis, 3)} UTC`;
}
