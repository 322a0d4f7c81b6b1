import { describe, expect, it } from "vitest";
import { readQuestion } from "../../src/executor/question-reading.js";

const KNOWN = ["api-gateway", "order-service", "payment-service", "inventory-service"];
const ALIASES = { 订单服务: "order-service", 网关: "api-gateway" };

describe("question reading", () => {
  it.each([
    ["order-service 是否出现数据库连接池耗尽?", "zh", ["order-service"], ["connection_pool"], true],
    [
      "Is order-service's database connection pool exhausted?",
      "en",
      ["order-service"],
      ["connection_pool"],
      true,
    ],
    ["订单服务内存有没有问题?", "zh", ["order-service"], ["memory"], true],
    [
      "What is going on with api-gateway latency and 5xx errors",
      "en",
      ["api-gateway"],
      ["latency", "errors"],
      false,
    ],
    [
      "Does checkout-service have Kafka consumer lag?",
      "en",
      ["checkout-service"],
      ["kafka_lag"],
      true,
    ],
    [
      "payment-service 和 inventory-service 的 GC 停顿情况",
      "zh",
      ["payment-service", "inventory-service"],
      ["memory"],
      false,
    ],
  ])("reads %j", (question, language, services, symptoms, narrow) => {
    const reading = readQuestion(question, KNOWN, ALIASES);
    expect(reading.language).toBe(language);
    expect(reading.services).toEqual(services);
    expect(reading.symptoms.map((symptom) => symptom.id)).toEqual(symptoms);
    expect(reading.narrow).toBe(narrow);
  });
});
