/**
 * The names and moments records are made of: services, hosts, pods, consumer groups,
 * addresses and timestamps in the formats the different log sources write.
 */
import type { Random } from "./random.js";

export const SERVICES: readonly string[] = [
  "user-service",
  "order-service",
  "payment-service",
  "inventory-service",
  "cart-service",
  "pricing-service",
  "billing-service",
  "checkout-service",
  "shipping-service",
  "notification-service",
  "search-service",
  "catalog-service",
  "auth-service",
  "recommendation-service",
  "review-service",
  "account-service",
  "ledger-service",
  "fraud-service",
  "coupon-service",
  "media-service",
  "profile-service",
  "session-service",
  "loyalty-service",
  "refund-service",
  "invoice-service",
  "warehouse-service",
  "delivery-service",
  "promotion-service",
  "wallet-service",
  "settlement-service",
  "risk-service",
  "tax-service",
  "subscription-service",
  "booking-service",
  "quote-service",
  "audit-service",
  "report-service",
  "export-service",
  "api-gateway",
  "edge-gateway",
];

/** Chinese names some teams use for their services (injected notes write these). */
export const CHINESE_SERVICE_NAMES: ReadonlyMap<string, string> = new Map([
  ["user-service", "用户服务"],
  ["order-service", "订单服务"],
  ["payment-service", "支付服务"],
  ["inventory-service", "库存服务"],
  ["cart-service", "购物车服务"],
  ["pricing-service", "定价服务"],
  ["billing-service", "计费服务"],
  ["checkout-service", "结算服务"],
  ["shipping-service", "物流服务"],
  ["notification-service", "通知服务"],
  ["search-service", "搜索服务"],
  ["auth-service", "认证服务"],
  ["coupon-service", "优惠券服务"],
  ["refund-service", "退款服务"],
  ["wallet-service", "钱包服务"],
]);

/** Services and external endpoints a service calls. */
export const EXTERNAL_UPSTREAMS: readonly string[] = [
  "card-gateway",
  "sms-gateway",
  "warehouse-api",
  "tax-api",
  "geo-api",
  "fx-rates-api",
  "carrier-api",
  "kyc-provider",
];

export const NAMESPACES: readonly string[] = [
  "prod",
  "prod-eu",
  "prod-us",
  "shop",
  "payments",
  "checkout",
  "platform",
];

export const MOUNTPOINTS: readonly string[] = [
  "/var/lib/postgresql",
  "/var/lib/kafka",
  "/var/lib/mysql",
  "/var/lib/elasticsearch",
  "/var/lib/redis",
  "/data",
  "/var/log",
];

const HOST_PREFIXES: readonly string[] = [
  "db",
  "pg-primary",
  "pg-replica",
  "kafka-broker",
  "es-data",
  "redis",
  "mysql",
  "etl-worker",
  "log-agg",
];

export const PAGE_PATHS: readonly string[] = [
  "/api/orders",
  "/api/cart",
  "/api/checkout",
  "/api/payments",
  "/api/users/me",
  "/api/catalog/items",
  "/api/search",
  "/api/shipping/quote",
  "/api/coupons/apply",
  "/api/invoices",
];

export const HTTP_METHODS: readonly string[] = ["GET", "POST", "PUT", "GET", "GET", "POST"];

export const USER_AGENTS: readonly string[] = [
  "curl/8.4.0",
  "okhttp/4.12.0",
  "Mozilla/5.0",
  "Go-http-client/2.0",
  "python-requests/2.32.3",
  "ShopApp/5.18.2 (iOS 18.1)",
];

export function serviceStem(service: string): string {
  return service.replace(/-(service|gateway)$/, "");
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `InventoryClient` for inventory-service. */
export function clientClassName(target: string): string {
  return `${serviceStem(target).split("-").map(capitalized).join("")}Client`;
}

export function pickService(random: Random, avoid: ReadonlySet<string> = new Set()): string {
  return pickOther(random, SERVICES, avoid);
}

/** A name from the list that is not in `avoid`. */
export function pickOther(
  random: Random,
  names: readonly string[],
  avoid: ReadonlySet<string>,
): string {
  const candidates = names.filter((name) => !avoid.has(name));
  return random.pick(candidates.length > 0 ? candidates : names);
}

export function pickHost(random: Random): string {
  const prefix = random.pick(HOST_PREFIXES);
  return `${prefix}-${String(random.int(1, 12)).padStart(2, "0")}`;
}

export function pickPod(random: Random, service: string): string {
  return `${serviceStem(service)}-${random.hex(random.int(8, 10))}-${random.alphanumeric(5)}`;
}

export function pickInstance(random: Random): string {
  return random.chance(0.5)
    ? `node-${random.pick(["a", "b", "c", "d"])}${random.int(1, 24)}:9100`
    : `10.0.${random.int(1, 9)}.${random.int(2, 250)}:9100`;
}

export function pickConsumerGroup(random: Random, service: string): string {
  const stem = serviceStem(service);
  return random.pick([`${stem}-consumer`, `${stem}-events-consumer`, `${stem}-projector`]);
}

export function pickPool(random: Random): string {
  return random.weighted<string>([
    ["HikariPool-1", 6],
    ["HikariPool-2", 2],
    ["HikariPool-3", 1],
  ]);
}

export function pickAddress(random: Random): string {
  return `10.0.${random.int(1, 9)}.${random.int(2, 250)}`;
}

export function pickRequestThread(random: Random): string {
  return random.weighted<string>([
    [`http-nio-8080-exec-${random.int(1, 200)}`, 6],
    [`reactor-http-epoll-${random.int(1, 8)}`, 2],
    [`task-${random.int(1, 16)}`, 1],
  ]);
}

export interface Moment {
  /** `2026-11-28T22:56:12Z` */
  readonly iso: string;
  /** `22:56:12` */
  readonly clock: string;
  /** `28/Nov/2026:22:56:12 +0000` */
  readonly nginxAccess: string;
  /** `2026/11/28 22:56:12` */
  readonly nginxError: string;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * The hour the current case's incident happens in: records of one case are stamped within it
 * (or the hour before), so a case reads as one incident. Set by `beginIncident` per case.
 */
let incident = { day: 28, hour: 22 };

export function beginIncident(random: Random): void {
  incident = {
    day: random.int(20, 30),
    hour: random.pick([1, 2, 3, 9, 10, 11, 14, 15, 16, 19, 20, 21, 22, 23]),
  };
}

export function pickMoment(random: Random): Moment {
  const day = incident.day;
  const hour = random.chance(0.8) ? incident.hour : incident.hour - 1;
  const clock = `${twoDigits(hour)}:${twoDigits(random.int(0, 59))}:${twoDigits(random.int(0, 59))}`;
  return {
    iso: `2026-11-${twoDigits(day)}T${clock}Z`,
    clock,
    nginxAccess: `${twoDigits(day)}/Nov/2026:${clock} +0000`,
    nginxError: `2026/11/${twoDigits(day)} ${clock}`,
  };
}
