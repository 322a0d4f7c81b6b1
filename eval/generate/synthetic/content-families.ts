/**
 * Content families: every binding is authentic, but one claim says something its cited
 * records do not (a changed or swapped value, another subject, a negation, a contrary state,
 * a cause, an extra clause, an injected instruction or runbook text taken as fact, a
 * remediation). The expected verdict is LOW_CONFID or REJECT, never PASS.
 */
import { anchorsOf, lowerFirst, render, tidy, upperFirst } from "./claims.js";
import { ALL_TEMPLATES, type Drawn, draw, INJECTION_TEMPLATES, RUNBOOK_TEMPLATES } from "./draw.js";
import {
  NAMESPACES,
  pickAddress,
  pickConsumerGroup,
  pickHost,
  pickInstance,
  pickMoment,
  pickPod,
  pickService,
  SERVICES,
} from "./entities.js";
import { countInWords } from "./faithful-families.js";
import {
  casePlan,
  claimPlan,
  type Family,
  faithfulBinding,
  fieldsOf,
  joinStatements,
  mentionedIn,
  numbersIn,
  statement,
  withCompanions,
  writtenValue,
} from "./family-kit.js";
import { changedValue, wordable } from "./numbers.js";
import type { Random } from "./random.js";
import { placeholdersOf } from "./record-kit.js";
import type {
  AlertState,
  ClaimPlan,
  Field,
  Language,
  Pattern,
  PatternSet,
  RecordInstance,
  RecordTemplate,
} from "./types.js";

function contentFamily(
  name: string,
  buildClaim: (random: Random, language: Language) => { claim: ClaimPlan; focus: RecordInstance },
): Family {
  return {
    name,
    group: "content",
    build(random, language) {
      const { claim, focus } = buildClaim(random, language);
      const fabricated: ClaimPlan = { ...claim, fabricated: true };
      return casePlan(withCompanions(random, language, fabricated, focus.service), focus);
    },
  };
}

function numericFields(record: RecordInstance, pattern: Pattern): string[] {
  return fieldsOf(record, pattern)
    .filter(([, field]) => field.quantity !== undefined || field.ratio !== undefined)
    .map(([name]) => name);
}

/** A different value for the field, written as the claim would write it, absent from the record. */
function changedWriting(
  random: Random,
  record: RecordInstance,
  field: Field,
  language: Language,
): string | null {
  const present = numbersIn(record.text);
  for (let attempt = 0; attempt < 30; attempt++) {
    if (field.ratio !== undefined) {
      const { numerator, denominator } = field.ratio;
      const changed =
        numerator === denominator
          ? `${random.int(Math.max(0, Math.floor(denominator / 3)), denominator - 1)}/${denominator}`
          : random.chance(0.5)
            ? `${denominator}/${denominator}`
            : `${numerator}/${denominator + random.int(1, 6)}`;
      if (!record.text.includes(changed)) {
        return changed;
      }
      continue;
    }
    if (field.quantity === undefined) {
      return null;
    }
    const value = changedValue(random, field.quantity);
    if (!present.has(value.toFixed(field.quantity.decimals))) {
      return writtenValue(field, value, language);
    }
  }
  return null;
}

const changedNumber = contentFamily("content/changed-number", (random, language) => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const drawn = draw(random, {
      language,
      recordLanguage: "any",
      accept: (record, pattern) => numericFields(record, pattern).length > 0,
    });
    const name = random.pick(numericFields(drawn.record, drawn.pattern));
    const field = drawn.record.fields.get(name);
    const written =
      field === undefined ? null : changedWriting(random, drawn.record, field, language);
    if (field === undefined || written === null) {
      continue;
    }
    const { text, binding } = statement(random, drawn, language, new Map([[name, written]]));
    return {
      claim: claimPlan({
        text,
        bindings: [binding],
        note: `states ${name} as ${written} where @0 has ${field.anchor}`,
      }),
      focus: drawn.record,
    };
  }
  throw new Error("no changed number");
});

function swappable(record: RecordInstance, pattern: Pattern, language: Language) {
  const names = new Set(placeholdersOf(pattern.text));
  return record.swaps.filter(
    ([left, right]) =>
      names.has(left) &&
      names.has(right) &&
      record.fields.get(left)?.[language] !== record.fields.get(right)?.[language],
  );
}

const keySwap = contentFamily("content/key-swap", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) => swappable(record, pattern, language).length > 0,
  });
  const [left, right] = random.pick(swappable(drawn.record, drawn.pattern, language));
  const leftField = drawn.record.fields.get(left);
  const rightField = drawn.record.fields.get(right);
  if (leftField === undefined || rightField === undefined) {
    throw new Error("swap of unknown fields");
  }
  const overrides = new Map([
    [left, rightField[language]],
    [right, leftField[language]],
  ]);
  const { text, binding } = statement(random, drawn, language, overrides);
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: `swaps the values of ${left} and ${right} from @0 (${leftField.anchor}, ${rightField.anchor})`,
    }),
    focus: drawn.record,
  };
});

/** Another entity of the same kind that none of the records mentions. */
function substitute(random: Random, field: Field, records: readonly RecordInstance[]): string {
  const absent = (candidate: string) =>
    candidate !== field.en && records.every((record) => !record.text.includes(candidate));
  for (let attempt = 0; attempt < 100; attempt++) {
    let candidate: string;
    switch (field.entity) {
      case "host":
        candidate = pickHost(random);
        break;
      case "pod":
        candidate = pickPod(random, pickService(random));
        break;
      case "instance":
        candidate = pickInstance(random);
        break;
      case "group":
        candidate = pickConsumerGroup(random, pickService(random));
        break;
      case "address":
        candidate = field.en.startsWith("http://")
          ? `http://${pickAddress(random)}:8080${field.en.replace(/^http:\/\/[^/]+/, "")}`
          : pickAddress(random);
        break;
      default:
        candidate = pickService(random, mentionedIn(records, SERVICES));
    }
    if (absent(candidate)) {
      return candidate;
    }
  }
  throw new Error("no substitute entity");
}

const wrongSubject = contentFamily("content/wrong-subject", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) => placeholdersOf(pattern.text).includes(record.subjectField),
  });
  const field = drawn.record.fields.get(drawn.record.subjectField);
  if (field === undefined) {
    throw new Error("no subject");
  }
  const other = substitute(random, field, [drawn.record]);
  const { text, binding } = statement(
    random,
    drawn,
    language,
    new Map([[drawn.record.subjectField, other]]),
  );
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: `names ${other} where @0 is about ${field.en}`,
    }),
    focus: drawn.record,
  };
});

function namesItsService(record: RecordInstance, pattern: Pattern): boolean {
  return fieldsOf(record, pattern).some(
    ([, field]) => field.entity === "service" && field.en === record.service,
  );
}

function templateOf(record: RecordInstance): RecordTemplate {
  const template = ALL_TEMPLATES.find((candidate) => candidate.id === record.template);
  if (template === undefined) {
    throw new Error(`unknown template ${record.template}`);
  }
  return template;
}

/** Two records of one template for two services, and a numeric field they differ in. */
function sameTemplatePair(random: Random, language: Language) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const first = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) => template.hasService,
      accept: (record, pattern) =>
        namesItsService(record, pattern) && numericFields(record, pattern).length > 0,
    });
    const service = first.record.service;
    if (service === null) {
      continue;
    }
    const second = templateOf(first.record).build(random, { avoid: new Set([service]) });
    if (second.service === null || second.service === service || second.text.includes(service)) {
      continue;
    }
    const names = numericFields(first.record, first.pattern).filter((name) => {
      const mine = first.record.fields.get(name);
      const theirs = second.fields.get(name);
      return (
        mine !== undefined &&
        theirs !== undefined &&
        mine[language] !== theirs[language] &&
        !first.record.text.includes(theirs.anchor)
      );
    });
    if (names.length === 0) {
      continue;
    }
    return { first, second, name: random.pick(names) };
  }
  throw new Error("no pair of records");
}

const mixedServices = contentFamily("content/mixed-services", (random, language) => {
  const variant = random.weighted<"value" | "alert" | "crossed">([
    ["value", 4],
    ["alert", 4],
    ["crossed", 2],
  ]);
  if (variant === "alert") {
    const first = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) => template.hasService,
      accept: namesItsService,
    });
    const service = first.record.service ?? "";
    const second = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) => template.hasService && template.id !== first.record.template,
      options: { avoid: new Set([service]) },
      accept: (record, pattern) =>
        record.fields.get(record.subjectField)?.entity === "service" &&
        placeholdersOf(pattern.text).includes(record.subjectField) &&
        record.service !== service &&
        !record.text.includes(service),
    });
    const { text, binding } = statement(
      random,
      second,
      language,
      new Map([[second.record.subjectField, service]]),
    );
    return {
      claim: claimPlan({
        text,
        bindings: [
          faithfulBinding(random, first.record, anchorsOf(first.record, first.pattern)),
          binding,
        ],
        note: `gives ${service} (@0) what @1 reports for ${second.record.service ?? "another service"}`,
      }),
      focus: first.record,
    };
  }
  const { first, second, name } = sameTemplatePair(random, language);
  const mine = first.record.fields.get(name);
  const theirs = second.fields.get(name);
  if (mine === undefined || theirs === undefined) {
    throw new Error("pair without the field");
  }
  const secondDrawn: Drawn = { record: second, pattern: first.pattern };
  const firstText = render(
    first.record,
    first.pattern,
    language,
    new Map([[name, theirs[language]]]),
  );
  const bindings = [
    faithfulBinding(random, first.record, anchorsOf(first.record, first.pattern)),
    faithfulBinding(random, second, anchorsOf(second, first.pattern)),
  ];
  if (variant === "value") {
    return {
      claim: claimPlan({
        text: firstText,
        bindings,
        note: `gives ${first.record.service ?? ""} the ${name} of ${second.service ?? ""}: @0 has ${mine.anchor}, @1 has ${theirs.anchor}`,
      }),
      focus: first.record,
    };
  }
  const secondText = render(
    second,
    secondDrawn.pattern,
    language,
    new Map([[name, mine[language]]]),
  );
  return {
    claim: claimPlan({
      text: joinStatements(random, language, firstText, secondText),
      bindings,
      note: `exchanges the ${name} of ${first.record.service ?? ""} (@0: ${mine.anchor}) and ${second.service ?? ""} (@1: ${theirs.anchor})`,
    }),
    focus: first.record,
  };
});

function union(...sets: PatternSet[]): PatternSet {
  return { en: sets.flatMap((set) => set.en), zh: sets.flatMap((set) => set.zh) };
}

function withState(record: RecordInstance, anchors: string[]): string[] {
  const state = record.fields.get("state");
  return state === undefined ? anchors : [...anchors, state.anchor];
}

const negation = contentFamily("content/negation", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    options: { state: "firing" },
    patterns: (record) => union(record.negations, record.droppedNegations),
  });
  const dropped = drawn.record.droppedNegations[language].includes(drawn.pattern);
  return {
    claim: claimPlan({
      text: render(drawn.record, drawn.pattern, language),
      kind: dropped ? "observation" : "negative_observation",
      bindings: [
        faithfulBinding(
          random,
          drawn.record,
          withState(drawn.record, anchorsOf(drawn.record, drawn.pattern)),
        ),
      ],
      note: dropped ? "drops the negation @0 states" : "negates what @0 reports",
    }),
    focus: drawn.record,
  };
});

function flippable(record: RecordInstance, pattern: Pattern): string | undefined {
  return fieldsOf(record, pattern).find(([, field]) => field.flip !== undefined)?.[0];
}

const antonym = contentFamily("content/antonym", (random, language) => {
  const state = random.pick<AlertState>(["firing", "firing", "resolved"]);
  const useFlip = random.chance(0.45);
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    options: { state },
    patterns: useFlip
      ? (record) => ({
          en: record.patterns.en.filter((pattern) => flippable(record, pattern) !== undefined),
          zh: record.patterns.zh.filter((pattern) => flippable(record, pattern) !== undefined),
        })
      : (record) => record.antonyms,
  });
  const flipped = useFlip ? flippable(drawn.record, drawn.pattern) : undefined;
  const flip = flipped === undefined ? undefined : drawn.record.fields.get(flipped)?.flip;
  const overrides = new Map<string, string>();
  if (flipped !== undefined && flip !== undefined) {
    overrides.set(flipped, flip[language]);
  }
  const { text, binding } = statement(random, drawn, language, overrides);
  return {
    claim: claimPlan({
      text,
      bindings: [
        flipped === undefined
          ? faithfulBinding(
              random,
              drawn.record,
              withState(drawn.record, anchorsOf(drawn.record, drawn.pattern)),
            )
          : binding,
      ],
      note:
        flipped === undefined
          ? "states the contrary of what @0 reports"
          : `states ${flipped} as ${flip?.en ?? ""} where @0 has ${drawn.record.fields.get(flipped)?.en ?? ""}`,
    }),
    focus: drawn.record,
  };
});

function minuteMark(random: Random): string {
  return pickMoment(random).clock.slice(0, 5);
}

/** A cause or circumstance no record states, naming entities the records do not. */
function unsupportedCause(random: Random, language: Language, records: readonly RecordInstance[]) {
  const service = pickService(random, mentionedIn(records, SERVICES));
  const host = pickHost(random);
  if (language === "en") {
    return random.pick([
      `a connection leak in ${service}`,
      `the ${minuteMark(random)} deploy of ${service}`,
      "a slow query on orders-db",
      "GC pressure",
      "a traffic spike",
      "the Postgres failover",
      "a bad config push",
      "the flash sale traffic",
      `a noisy neighbour on ${host}`,
      "a DNS outage",
      "a cache eviction storm",
      `a retry storm from ${service}`,
    ]);
  }
  return random.pick([
    "连接泄漏",
    "慢查询",
    "GC 压力",
    "流量突增",
    "数据库主从切换",
    "最近一次发布",
    "配置变更",
    "缓存雪崩",
    `${service} 的发布`,
    "DNS 故障",
    `${service} 的重试风暴`,
    `${host} 上的资源争抢`,
  ]);
}

const causal = contentFamily("content/causal", (random, language) => {
  const effect = draw(random, { language, recordLanguage: "any" });
  const effectStatement = statement(random, effect, language);
  const a = effectStatement.text;
  if (random.chance(0.5) && effect.record.service !== null) {
    const service = effect.record.service;
    const cause = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) => template.hasService && template.id !== effect.record.template,
      options: { service },
    });
    const causeStatement = statement(random, cause, language);
    const b = causeStatement.text;
    const text =
      language === "en"
        ? random.pick([
            `${a} because ${lowerFirst(b)}`,
            `${a}, since ${lowerFirst(b)}`,
            `${b}, so ${lowerFirst(a)}`,
            `${a} after ${lowerFirst(b)}`,
            `${b}, and as a result ${lowerFirst(a)}`,
            `${b}, which is why ${lowerFirst(a)}`,
          ])
        : tidy(
            random.pick([
              `由于${b}，${a}`,
              `${b}，导致${a}`,
              `${a}，可能是因为${b}`,
              `${b}，使得${a}`,
              `${b}之后，${a}`,
              `${a}，源自${b}`,
            ]),
            "zh",
          );
    return {
      claim: claimPlan({
        text,
        bindings: [effectStatement.binding, causeStatement.binding],
        note: "links two facts (@0, @1) by a cause or sequence neither record states",
      }),
      focus: effect.record,
    };
  }
  const cause = unsupportedCause(random, language, [effect.record]);
  const text =
    language === "en"
      ? random.pick([
          `${a} because of ${cause}`,
          `${a}, caused by ${cause}`,
          `${a} due to ${cause}`,
          `${a} amid ${cause}`,
          `${a}, fueled by ${cause}`,
          `${a}; this traces back to ${cause}`,
          `${a} after ${cause}`,
          `${a}, possibly due to ${cause}`,
          `${a} as a result of ${cause}`,
          `${a} following ${cause}`,
        ])
      : tidy(
          random.pick([
            `由于${cause}，${a}`,
            `${cause}导致${a}`,
            `${a}，可能是因为${cause}`,
            `${a}，源自${cause}`,
            `${cause}使得${a}`,
            `${a}，这是由${cause}引起的`,
            `${a}，根本原因是${cause}`,
            `${cause}之后，${a}`,
          ]),
          "zh",
        );
  return {
    claim: claimPlan({
      text,
      bindings: [effectStatement.binding],
      note: `adds a cause ("${cause}") that @0 does not state`,
    }),
    focus: effect.record,
  };
});

function unusedNumber(
  random: Random,
  records: readonly RecordInstance[],
  low: number,
  high: number,
) {
  const present = new Set(records.flatMap((record) => [...numbersIn(record.text)]));
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = random.int(low, high);
    if (!present.has(String(value))) {
      return value;
    }
  }
  return high + 1;
}

const addedClause = contentFamily("content/added-clause", (random, language) => {
  const drawn = draw(random, { language, recordLanguage: "any" });
  const { text: a, binding } = statement(random, drawn, language);
  const records = [drawn.record];
  const service = pickService(random, mentionedIn(records, SERVICES));
  const host = pickHost(random);
  const namespace = random.pick(NAMESPACES.filter((name) => !drawn.record.text.includes(name)));
  const count = unusedNumber(random, records, 3, 40);
  const share = unusedNumber(random, records, 41, 97);
  const clause =
    language === "en"
      ? random.pick([
          ", during the Postgres failover",
          `, and CPU usage of ${service} is also high`,
          `, while ${service} returns 500 for every request`,
          `, and the error rate of ${service} doubled`,
          `, with ${count} pods evicted in ${namespace}`,
          `, and replication lag on ${host} reached ${count}s`,
          `, right after the ${minuteMark(random)} deploy`,
          `, and ${service} is unaffected`,
          `, and Redis memory on ${host} is at ${share}%`,
          `, and the checkout success rate fell to ${share}%`,
        ])
      : random.pick([
          "，并且 CPU 使用率也很高",
          "，同时 Redis 出现主从切换",
          `，${service} 的错误率也翻倍了`,
          `，此前 ${service} 刚完成发布`,
          `，数据库复制延迟达到 ${count} 秒`,
          `，并且 ${service} 不受影响`,
          `，同时 ${host} 的磁盘 IO 打满`,
          `，${namespace} 中有 ${count} 个 pod 被驱逐`,
          `，下单成功率跌到 ${share}%`,
        ]);
  return {
    claim: claimPlan({
      text: tidy(`${a}${clause}`, language),
      bindings: [binding],
      note: `restates @0, then adds "${clause.replace(/^[,，]\s*/u, "")}", which no record states`,
    }),
    focus: drawn.record,
  };
});

function wordableCount(record: RecordInstance, pattern: Pattern): string[] {
  return fieldsOf(record, pattern)
    .filter(
      ([name, field]) =>
        field.quantity?.kind === "count" &&
        wordable(field.quantity.value) &&
        !pattern.text.includes(`={${name}}`),
    )
    .map(([name]) => name);
}

const numberWordsWrong = contentFamily("content/number-words-wrong", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) => wordableCount(record, pattern).length > 0,
  });
  const name = random.pick(wordableCount(drawn.record, drawn.pattern));
  const field = drawn.record.fields.get(name);
  const value = field?.quantity?.value ?? 0;
  const present = numbersIn(drawn.record.text);
  let wrong = 0;
  for (let attempt = 0; attempt < 100 && wrong === 0; attempt++) {
    const candidate =
      value <= 100
        ? random.int(2, 99)
        : Math.max(1000, Math.round((value * random.pick([0.2, 0.5, 2, 3])) / 1000) * 1000);
    if (candidate !== value && wordable(candidate) && !present.has(String(candidate))) {
      wrong = candidate;
    }
  }
  if (wrong === 0) {
    throw new Error("no wrong number");
  }
  const words = countInWords(random, drawn.pattern, name, wrong, language);
  const { text, binding } = statement(random, drawn, language, new Map([[name, words]]));
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: `writes ${name} as "${words}" (${wrong}) where @0 has ${field?.anchor ?? name}`,
    }),
    focus: drawn.record,
  };
});

const injectedRestated = contentFamily("content/injected-restated", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    templates: INJECTION_TEMPLATES,
    patterns: (record) => record.restated,
  });
  const { text, binding } = statement(random, drawn, language);
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: "restates the instruction injected into @0 as an incident fact",
    }),
    focus: drawn.record,
  };
});

const runbookAsFact = contentFamily("content/runbook-as-fact", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    templates: RUNBOOK_TEMPLATES,
    patterns: (record) => record.asFact,
  });
  const { text, binding } = statement(random, drawn, language);
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: "states runbook guidance from @0 as an incident fact",
    }),
    focus: drawn.record,
  };
});

const remediation = contentFamily("content/remediation", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record) => record.remediations[language].length > 0,
  });
  const { text: a, binding } = statement(random, drawn, language);
  const action = render(drawn.record, random.pick(drawn.record.remediations[language]), language);
  const alone = random.chance(0.3);
  let text: string;
  if (language === "en") {
    text = alone
      ? upperFirst(action)
      : random.pick([`${a}; ${action}`, `${a}, so ${action}`, `${a}, and ${action}`]);
  } else {
    text = alone ? action : tidy(random.pick([`${a}，${action}`, `${a}；${action}`]), "zh");
  }
  const subject = drawn.record.fields.get(drawn.record.subjectField)?.anchor ?? "";
  return {
    claim: claimPlan({
      text,
      bindings: [
        alone && subject !== ""
          ? faithfulBinding(random, drawn.record, [
              ...anchorsOf(drawn.record, drawn.pattern),
              subject,
            ])
          : binding,
      ],
      note: alone
        ? `prescribes "${action}" as an observation on @0`
        : `restates @0, then prescribes "${action}"`,
    }),
    focus: drawn.record,
  };
});

export const CONTENT_FAMILIES: readonly Family[] = [
  changedNumber,
  keySwap,
  wrongSubject,
  mixedServices,
  negation,
  antonym,
  causal,
  addedClause,
  numberWordsWrong,
  injectedRestated,
  runbookAsFact,
  remediation,
];
