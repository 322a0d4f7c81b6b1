/**
 * Reads an on-call question, in English or Chinese, into what the offline executor plans
 * from: the services it names, the symptoms it asks about, whether it is a narrow
 * confirmation question ("is X happening?", "是否/有没有 ..."), and its language.
 */

export type QuestionLanguage = "en" | "zh";

/** A symptom the offline executor knows how to collect evidence for. */
export interface Symptom {
  id: string;
  /** Recognizes the symptom in a question (English and Chinese). */
  pattern: RegExp;
  /** What to search the logs for; the scenario's glossary widens it. */
  logQuery: string;
  /** An alert is about this symptom when its name or summary contains one of these (lower case). */
  alertTerms: readonly string[];
  /** How a person calls it, for the answer. */
  label: Record<QuestionLanguage, string>;
}

export const SYMPTOMS: readonly Symptom[] = [
  {
    id: "connection_pool",
    pattern:
      /connection[ -]?pool|hikari|db pool|database pool|pool exhaust|connections? (?:are )?exhausted|连接池|数据库连接/i,
    logQuery: "connection pool",
    alertTerms: ["connectionpool", "connection pool", "hikari", "pool"],
    label: { en: "database connection pool exhaustion", zh: "数据库连接池耗尽" },
  },
  {
    id: "memory",
    pattern: /memory|heap|\bgc\b|garbage collect|\boom\b|out of memory|内存|堆|垃圾回收|gc停顿/i,
    logQuery: "heap",
    alertTerms: ["memory", "heap", "gc"],
    label: { en: "memory pressure", zh: "内存压力" },
  },
  {
    id: "latency",
    pattern: /latency|slow|p99|p95|response time|延迟|变慢|慢|响应时间/i,
    logQuery: "latency",
    alertTerms: ["latency", "p99"],
    label: { en: "high latency", zh: "延迟升高" },
  },
  {
    id: "errors",
    pattern: /\berrors?\b|5xx|\b50[0-4]\b|exception|failing|failures?|错误|异常|报错|失败/i,
    logQuery: "ERROR",
    alertTerms: ["5xx", "error"],
    label: { en: "errors", zh: "错误" },
  },
  {
    id: "kafka_lag",
    pattern: /kafka|consumer lag|\blag\b|消费积压|积压|消费延迟/i,
    logQuery: "kafka",
    alertTerms: ["kafka", "lag"],
    label: { en: "Kafka consumer lag", zh: "Kafka 消费积压" },
  },
];

export interface QuestionReading {
  language: QuestionLanguage;
  /** Services named in the question, known ones first, in order of appearance. */
  services: string[];
  symptoms: Symptom[];
  /** A yes/no confirmation question: answer with one claim, at most two. */
  narrow: boolean;
}

const CHINESE = /[\u3400-\u9fff]/;
const SERVICE_NAME = /\b[a-z0-9]+(?:-[a-z0-9]+)*-(?:service|svc|api|gateway|worker)\b/gi;
const NARROW_ENGLISH =
  /^\s*(?:is|are|was|were|does|do|did|has|have|had|can|could|should)\b|\bis (?:there|it)\b|\bwhether\b/i;
const NARROW_CHINESE = /是否|有没有|是不是|有无|吗[?？]?\s*$|么[?？]?\s*$/;

/**
 * @param knownServices the scenario's service names
 * @param serviceAliases other names of those services (`订单服务` -> `order-service`)
 */
export function readQuestion(
  question: string,
  knownServices: readonly string[],
  serviceAliases: Readonly<Record<string, string>> = {},
): QuestionReading {
  const normalized = question.normalize("NFKC");
  const lower = normalized.toLowerCase();
  const names: [string, string][] = [
    ...knownServices.map((service): [string, string] => [service, service]),
    ...Object.entries(serviceAliases),
  ];
  const named = [
    ...new Set(
      names
        .map(([name, service]) => ({ service, at: lower.indexOf(name.toLowerCase()) }))
        .filter((found) => found.at >= 0)
        .sort((left, right) => left.at - right.at)
        .map((found) => found.service),
    ),
  ];
  for (const match of lower.matchAll(SERVICE_NAME)) {
    const name = match[0];
    if (!named.some((service) => service.toLowerCase() === name)) named.push(name);
  }
  const language: QuestionLanguage = CHINESE.test(normalized) ? "zh" : "en";
  return {
    language,
    services: named,
    symptoms: SYMPTOMS.filter((symptom) => symptom.pattern.test(normalized)),
    narrow: NARROW_ENGLISH.test(normalized) || NARROW_CHINESE.test(normalized),
  };
}
