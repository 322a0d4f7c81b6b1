/**
 * The vocabulary faithful claims are written in, as a lint over the generated corpus: the
 * words of the cited records (split at CamelCase and key names, lightly stemmed), framing
 * words, hedges, runbook attributions, unit and number words, and the Chinese-English
 * glossary this corpus assumes. A faithful claim should use nothing else.
 */
import type { VocabularyLint } from "./checks.js";

/** Chinese terms and the English record words they render, in both directions. */
export const GLOSSARY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["内存使用率", ["memory", "usage"]],
  ["内存", ["memory"]],
  ["堆", ["heap"]],
  ["使用率", ["usage", "current"]],
  ["当前", ["current"]],
  ["过高", ["high"]],
  ["数据库", ["database", "db"]],
  ["连接池", ["pool", "connection"]],
  ["连接", ["connection", "connect"]],
  ["耗尽", ["exhausted"]],
  ["活跃连接", ["active", "connection"]],
  ["活跃", ["active"]],
  ["空闲", ["idle"]],
  ["等待线程", ["waiting", "thread"]],
  ["等待", ["waiting"]],
  ["线程池", ["thread", "pool"]],
  ["线程", ["thread"]],
  ["总数", ["total"]],
  ["请求", ["request"]],
  ["超时", ["timeout", "timed"]],
  ["失败率", ["failure", "rate"]],
  ["失败", ["failed", "failure"]],
  ["错误率", ["error", "rate"]],
  ["错误", ["error"]],
  ["状态码", ["status"]],
  ["状态", ["state", "status"]],
  ["返回", ["returned", "status"]],
  ["调用", ["call", "upstream"]],
  ["上游", ["upstream"]],
  ["延迟", ["latency"]],
  ["耗时", ["took", "latency"]],
  ["阈值", ["threshold"]],
  ["持续", ["duration"]],
  ["触发", ["firing"]],
  ["告警", ["alert", "firing"]],
  ["恢复", ["resolved"]],
  ["重启次数", ["restarts"]],
  ["重启", ["restart"]],
  ["重试", ["retry", "retries", "retried"]],
  ["实例", ["instance"]],
  ["主机", ["host"]],
  ["磁盘空间", ["disk", "space"]],
  ["磁盘", ["disk"]],
  ["空间", ["space"]],
  ["不足", ["low"]],
  ["剩余", ["free"]],
  ["挂载点", ["mountpoint"]],
  ["消费者组", ["consumer", "group"]],
  ["消费者", ["consumer"]],
  ["消费", ["consumer"]],
  ["积压", ["lag"]],
  ["分区", ["partition"]],
  ["命名空间", ["namespace"]],
  ["副本", ["replicas"]],
  ["不可用", ["not", "available"]],
  ["可用", ["available"]],
  ["熔断器", ["circuit", "breaker"]],
  ["从", ["from"]],
  ["变为", ["changed", "to"]],
  ["到", ["to"]],
  ["上升", ["increased"]],
  ["下降", ["decreased"]],
  ["停顿", ["pause"]],
  ["读取", ["read"]],
  ["响应头", ["response", "header"]],
  ["客户端", ["client"]],
  ["获取", ["acquire"]],
  ["后", ["after"]],
  ["同步", ["sync"]],
  ["库存", ["inventory"]],
  ["价格", ["price"]],
  ["订单", ["order"]],
  ["账单", ["billing"]],
  ["繁忙", ["busy"]],
  ["排队", ["queued"]],
  ["频繁", ["frequent"]],
  ["统计", ["stats"]],
  ["服务", ["service"]],
  ["手册", ["runbook"]],
  ["健康", ["healthy"]],
  ["集群", ["cluster"]],
  ["没有", ["no"]],
  ["路由", ["route"]],
  ["无法", ["unable", "cannot"]],
  ["令牌", ["token"]],
  ["校验", ["verification"]],
  ["未通过", ["not", "passed"]],
  ["拒绝", ["rejected"]],
];

const ENGLISH_FRAMING = new Set(
  `a an the is are was were be been being has have logged reported alert log at with of got get
  and times in it appears seems that says advises recommends lists out calls ms s seconds
  milliseconds minutes min`.split(/\s+/),
);

const NUMBER_WORDS = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
  sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
  hundred thousand`.split(/\s+/),
);

const CHINESE_FRAMING = [
  "的",
  "了",
  "在",
  "有",
  "为",
  "上",
  "出现",
  "已",
  "显示",
  "记录",
  "告警",
  "日志",
  "次",
  "个",
  "条",
  "似乎",
  "看起来",
  "建议",
  "指出",
  "提到",
  "秒",
  "毫秒",
  "分钟",
];

const CHINESE_NUMERALS = new Set([..."零一二三四五六七八九十百千万两"]);

function englishWords(text: string): string[] {
  return [...text.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g)].map((match) => match[0].toLowerCase());
}

/** A light English stem: enough for restarts/restarted, checking/check, running/run. */
function stem(word: string): string {
  let base = word;
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (base.length > suffix.length + 2 && base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) {
    base = base.slice(0, -1);
  }
  return base.replace(/e$/, "");
}

export const vocabularyLint: VocabularyLint = (claim, records, language) => {
  const recordText = records.join("\n");
  const recordStems = new Set(englishWords(recordText).map(stem));
  const glossaryInRecords = GLOSSARY.filter(
    ([term, english]) =>
      recordText.includes(term) || english.some((word) => recordStems.has(stem(word))),
  );
  const problems: string[] = [];
  const englishFromGlossary = new Set(
    GLOSSARY.filter(([term]) => recordText.includes(term)).flatMap(([, english]) =>
      english.map(stem),
    ),
  );
  for (const word of englishWords(claim)) {
    const stemmed = stem(word);
    if (
      !ENGLISH_FRAMING.has(word) &&
      !NUMBER_WORDS.has(word) &&
      !recordStems.has(stemmed) &&
      !englishFromGlossary.has(stemmed)
    ) {
      problems.push(`word "${word}"`);
    }
  }
  if (language === "zh") {
    const terms = [...CHINESE_FRAMING, ...glossaryInRecords.map(([term]) => term)].sort(
      (left, right) => right.length - left.length,
    );
    for (const match of claim.matchAll(/\p{sc=Han}+/gu)) {
      const run = match[0];
      let position = 0;
      while (position < run.length) {
        // The longest part found in a record, then the longest known term.
        let step = 0;
        for (let length = run.length - position; length >= 1; length--) {
          if (recordText.includes(run.slice(position, position + length))) {
            step = length;
            break;
          }
        }
        const term = terms.find((candidate) => run.startsWith(candidate, position));
        step = Math.max(step, term?.length ?? 0);
        if (step === 0 && CHINESE_NUMERALS.has(run[position] ?? "")) {
          step = 1;
        }
        if (step === 0) {
          problems.push(`character "${run[position] ?? ""}"`);
          step = 1;
        }
        position += step;
      }
    }
  }
  return problems;
};
