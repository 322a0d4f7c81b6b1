/**
 * Questions about the built-in order-service scenario that the reliability tests send: some
 * the evidence answers (PASS), some it cannot (LOW_CONFID), in English and Chinese, so that a
 * run exercises every path of a turn.
 */
export const SCENARIO_QUESTIONS: readonly string[] = [
  "order-service 是否出现数据库连接池耗尽?",
  "Is order-service's memory under pressure?",
  "Is order-service's Kafka consumer lagging?",
  "Does api-gateway return 5xx errors?",
  "payment-service 健康吗?",
  "What is happening?",
];

/** The question a client sends at one step, so that runs differ but are reproducible. */
export function questionAt(client: number, step: number): string {
  const question = SCENARIO_QUESTIONS[(client + step) % SCENARIO_QUESTIONS.length];
  if (question === undefined) throw new Error("no questions");
  return question;
}
