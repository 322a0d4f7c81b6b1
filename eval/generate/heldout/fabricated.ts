/**
 * Fabricated families. Structural: a faithful claim whose binding is broken (unknown id, another
 * session, wrong tool, absent path, excerpt not in the record or of another record). Content: one
 * thing a faithful claim would say is changed (a number, a key, the subject, a negation, a
 * state, a cause, a clause, an instruction or runbook stated as fact, a remediation).
 */
import {
  EVIDENCE_TEMPLATES,
  findRecord,
  INJECTED_TEMPLATES,
  RUNBOOK_TEMPLATES,
} from "./catalog.js";
import { excerptOf, hasForms, recordValue, renderFact, usableFacts } from "./compose.js";
import {
  appendClause,
  backgroundFor,
  citationsOf,
  claimable,
  claimOf,
  convertible,
  evidenceFor,
  faithfulPieces,
  focusedClaim,
  type Piece,
  pickFacts,
  plan,
  simpleFaithful,
  subjectPhrase,
  templateOf,
  textsOf,
  withSibling,
  wordable,
} from "./drafting.js";
import { randomProfile } from "./profiles.js";
import {
  changedValue,
  convertedValue,
  formatNumber,
  numberWords,
  renderRatio,
} from "./quantities.js";
import type { Random } from "./random.js";
import type { EvidenceRecord, Fact, Language, Plan, Quantity, StructuralDefect } from "./types.js";

export function structural(defect: StructuralDefect) {
  return (random: Random, language: Language): Plan => {
    const { claim, record } = simpleFaithful(random, language);
    const citation = claim.citations[0];
    if (!citation) {
      throw new Error("claim without citation");
    }
    return withSibling(
      random,
      language,
      plan(
        random,
        language,
        record.subject.name,
        [{ text: claim.text, citations: [{ ...citation, defect }] }],
        `faithful claim on ${record.template}, binding broken: ${defect}`,
      ),
      0.2,
    );
  };
}

function replaceNumber(text: string, from: number, to: number): string {
  const written = formatNumber(from);
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`), formatNumber(to));
}

export function excerptNotInRecord(random: Random, language: Language): Plan {
  const numeric = (fact: Fact): boolean => fact.quantity !== undefined && hasForms(fact, language);
  const record = evidenceFor(random, language, (candidate) => candidate.facts.some(numeric));
  const fact = random.pick(record.facts.filter(numeric));
  const amount = fact.quantity as Quantity;
  const changed = changedValue(amount.value, random, [record.text], {
    percent: amount.unit === "percent",
  });
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value: amount.format(changed, language),
  });
  const claim = focusedClaim(random, language, record, fact, phrase);
  const citation = claim.citations[0];
  const span = fact.spans[0];
  if (!citation || span === undefined) {
    throw new Error("claim without citation");
  }
  const exact = excerptOf(record.text, citation.spans);
  const excerpt = exact.replace(span, replaceNumber(span, amount.value, changed));
  if (excerpt === exact || record.text.includes(excerpt)) {
    throw new Error("the excerpt did not change");
  }
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [
        {
          text: claim.text,
          citations: [{ ...citation, excerpt, defect: "excerpt-not-in-record" }],
        },
      ],
      `claim and excerpt state ${fact.name}=${formatNumber(changed)}; ${record.template} says ${formatNumber(amount.value)}`,
    ),
    0.2,
  );
}

export function excerptOfAnotherRecord(random: Random, language: Language): Plan {
  const { claim, record } = simpleFaithful(random, language);
  const citation = claim.citations[0];
  if (!citation) {
    throw new Error("claim without citation");
  }
  const excerpt = excerptOf(record.text, citation.spans);
  const target = findRecord(
    random,
    { tool: record.tool, templates: [...EVIDENCE_TEMPLATES, ...RUNBOOK_TEMPLATES] },
    (candidate) => !candidate.text.includes(excerpt) && candidate.text !== record.text,
  );
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [
        {
          text: claim.text,
          citations: [{ ...citation, pathRecord: target, defect: "excerpt-of-another-record" }],
        },
      ],
      `excerpt of ${record.template}, path points at a ${target.template} record`,
    ),
    0.2,
  );
}

export function changedNumber(random: Random, language: Language): Plan {
  const changeable = (fact: Fact): boolean =>
    hasForms(fact, language) &&
    (fact.quantity !== undefined || (fact.ratio !== undefined && fact.ratio.style !== "keys"));
  const record = evidenceFor(random, language, (candidate) => candidate.facts.some(changeable));
  const fact = random.pick(record.facts.filter(changeable));
  let value: string;
  let converted = false;
  if (fact.quantity) {
    const amount = fact.quantity;
    const changed = changedValue(amount.value, random, [record.text], {
      percent: amount.unit === "percent",
    });
    const conversion =
      random.chance(0.25) && convertible(fact, language)
        ? convertedValue({ ...amount, value: changed }, language, random)
        : undefined;
    converted = conversion !== undefined;
    value = conversion ?? amount.format(changed, language);
  } else {
    const ratio = fact.ratio;
    if (!ratio) {
      throw new Error("unreachable");
    }
    const part = changedValue(ratio.part, random, [record.text]);
    value = renderRatio({ ...ratio, part }, language === "zh" ? "slash" : ratio.style);
  }
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value,
    converted,
  });
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [focusedClaim(random, language, record, fact, phrase)],
      `${fact.name} stated as ${value}; ${record.template} says ${recordValue(fact, "en")}`,
    ),
    0.3,
  );
}

function swapPairs(record: EvidenceRecord, language: Language): [Fact, Fact][] {
  const numbers = record.facts.filter(
    (fact) => fact.quantity !== undefined && hasForms(fact, language),
  );
  const pairs: [Fact, Fact][] = [];
  for (const left of numbers) {
    for (const right of numbers) {
      const one = left.quantity;
      const two = right.quantity;
      if (
        left !== right &&
        one &&
        two &&
        one.group === two.group &&
        one.format(one.value, language) !== two.format(two.value, language) &&
        record.facts.indexOf(left) < record.facts.indexOf(right)
      ) {
        pairs.push([left, right]);
      }
    }
  }
  return pairs;
}

export function keySwap(random: Random, language: Language): Plan {
  const swappable = (fact: Fact): boolean => (fact.swapped?.[language].length ?? 0) > 0;
  const record = evidenceFor(
    random,
    language,
    (candidate) => swapPairs(candidate, language).length > 0 || candidate.facts.some(swappable),
  );
  const roles = record.facts.filter(swappable);
  const pairs = swapPairs(record, language);
  let pieces: Piece[];
  let note: string;
  if (roles.length > 0 && (pairs.length === 0 || random.chance(0.5))) {
    pieces = roles.map((fact) => ({
      record,
      fact,
      phrase: random.pick(fact.swapped?.[language] ?? []),
    }));
    note = `roles swapped in ${record.template}`;
  } else {
    const [left, right] = random.pick(pairs);
    const one = left.quantity as Quantity;
    const two = right.quantity as Quantity;
    const paraphrased = random.chance(0.5);
    pieces = [
      {
        record,
        fact: left,
        phrase: renderFact(random, left, language, {
          paraphrase: paraphrased,
          value: two.format(two.value, language),
        }),
      },
      {
        record,
        fact: right,
        phrase: renderFact(random, right, language, {
          paraphrase: paraphrased,
          value: one.format(one.value, language),
        }),
      },
    ];
    note = `values of ${left.name} and ${right.name} swapped (${record.template})`;
  }
  const paraphrased = random.chance(0.5);
  const claim = claimOf(
    random,
    language,
    subjectPhrase(random, record, language, paraphrased),
    paraphrased ? random.shuffle(pieces) : pieces,
    { paraphrase: paraphrased },
  );
  return withSibling(
    random,
    language,
    plan(random, language, record.subject.name, [claim], note),
    0.3,
  );
}

export function wrongSubject(random: Random, language: Language): Plan {
  const record = evidenceFor(random, language, () => true);
  const template = templateOf(record);
  let impostor: EvidenceRecord | undefined;
  for (let attempt = 0; attempt < 100 && !impostor; attempt += 1) {
    const candidate = template.build(random, randomProfile(random, [record.subject.name]));
    if (
      candidate.subject.name !== record.subject.name &&
      !record.text.includes(candidate.subject.name) &&
      candidate.subject[language].length > 0
    ) {
      impostor = candidate;
    }
  }
  if (!impostor) {
    throw new Error("no other subject");
  }
  const paraphrased = random.chance(0.5);
  const facts = pickFacts(random, record, language, random.integer(1, 2), {
    paraphrase: paraphrased,
  });
  const pieces = faithfulPieces(random, record, facts, language, paraphrased);
  const claim = claimOf(
    random,
    language,
    subjectPhrase(random, impostor, language, paraphrased),
    pieces,
    {
      paraphrase: paraphrased,
    },
  );
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      impostor.subject.name,
      [claim],
      `facts of ${record.subject.name} (${record.template}) stated about ${impostor.subject.name}`,
      random.chance(0.5) ? [impostor] : [],
    ),
    0.3,
  );
}

export function mixedServices(random: Random, language: Language): Plan {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const own = evidenceFor(
      random,
      language,
      (candidate) => usableFacts(candidate, language).length >= 2,
    );
    const template = templateOf(own);
    const foreign = template.build(random, randomProfile(random, [own.subject.name]));
    if (foreign.subject.name === own.subject.name || !claimable(foreign, language)) {
      continue;
    }
    const borrowed = usableFacts(foreign, language).filter(
      (fact) =>
        (fact.quantity !== undefined || fact.ratio !== undefined) &&
        fact.spans.every((span) => !own.text.includes(span)) &&
        !own.text.includes(recordValue(fact, "en")),
    );
    if (borrowed.length === 0) {
      continue;
    }
    const foreignFact = random.pick(borrowed);
    const paraphrased = random.chance(0.5);
    const ownFacts = pickFacts(random, own, language, 1, { paraphrase: paraphrased }).filter(
      (fact) => fact.name !== foreignFact.name,
    );
    const ownFact =
      ownFacts[0] ?? usableFacts(own, language).find((fact) => fact.name !== foreignFact.name);
    if (!ownFact) {
      continue;
    }
    const pieces: Piece[] = [
      ...faithfulPieces(random, own, [ownFact], language, paraphrased),
      {
        record: foreign,
        fact: foreignFact,
        phrase: renderFact(random, foreignFact, language, { paraphrase: paraphrased }),
      },
    ];
    const claim = claimOf(
      random,
      language,
      subjectPhrase(random, own, language, paraphrased),
      pieces,
      {
        paraphrase: paraphrased,
      },
    );
    return withSibling(
      random,
      language,
      plan(
        random,
        language,
        own.subject.name,
        [claim],
        `${foreignFact.name} of ${foreign.subject.name} stated about ${own.subject.name} (${template.id}), both cited`,
      ),
      0.3,
    );
  }
  throw new Error("no pair of services");
}

type Misstatement = "negated" | "dropped" | "antonym";

export function misstated(kinds: readonly Misstatement[]) {
  return (random: Random, language: Language): Plan => {
    // A third of the negation cases drop a negation the record has; the rest add one.
    const wanted =
      kinds.includes("dropped") && random.chance(0.35)
        ? kinds.filter((kind) => kind === "dropped")
        : kinds.filter((kind) => kind !== "dropped" || kinds.length === 1);
    const has = (fact: Fact): boolean =>
      wanted.some((kind) => (fact[kind]?.[language].length ?? 0) > 0);
    const record = evidenceFor(random, language, (candidate) => candidate.facts.some(has));
    const fact = random.pick(record.facts.filter(has));
    const kind = random.pick(
      wanted.filter((candidate) => (fact[candidate]?.[language].length ?? 0) > 0),
    );
    const phrase = random.pick(fact[kind]?.[language] ?? []);
    return withSibling(
      random,
      language,
      plan(
        random,
        language,
        record.subject.name,
        [focusedClaim(random, language, record, fact, phrase)],
        `${kind} ${fact.name} of ${record.template}: "${phrase}"`,
      ),
      0.3,
    );
  };
}

const CAUSAL_ENGLISH: readonly {
  readonly marker: string;
  readonly shape: (subject: string, effect: string, cause: string) => string;
}[] = [
  {
    marker: "because",
    shape: (subject, effect, cause) => `${subject}: ${effect} because ${cause}.`,
  },
  {
    marker: "caused",
    shape: (subject, effect, cause) => `${subject}: ${effect}, caused by ${cause}.`,
  },
  { marker: "due to", shape: (subject, effect, cause) => `${subject}: ${effect} due to ${cause}.` },
  {
    marker: "led to",
    shape: (subject, effect, cause) => `${subject}: ${cause}, which led to ${effect}.`,
  },
  {
    marker: "due to",
    shape: (subject, effect, cause) => `${subject}: ${effect}, possibly due to ${cause}.`,
  },
  {
    marker: "because",
    shape: (subject, effect, cause) => `On ${subject}, ${effect}, likely because ${cause}.`,
  },
  {
    marker: "result",
    shape: (subject, effect, cause) => `${subject}: ${effect} as a result of ${cause}.`,
  },
];

const CAUSAL_CHINESE: readonly {
  readonly marker: string;
  readonly shape: (subject: string, effect: string, cause: string) => string;
}[] = [
  { marker: "由于", shape: (subject, effect, cause) => `${subject}：由于 ${cause}，${effect}。` },
  { marker: "导致", shape: (subject, effect, cause) => `${subject}：${cause} 导致 ${effect}。` },
  {
    marker: "因为",
    shape: (subject, effect, cause) => `${subject}：${effect}，可能是因为 ${cause}。`,
  },
  {
    marker: "因为",
    shape: (subject, effect, cause) => `${subject}：因为 ${cause}，所以 ${effect}。`,
  },
  { marker: "原因", shape: (subject, effect, cause) => `${subject} ${effect}，原因是 ${cause}。` },
  {
    marker: "引起",
    shape: (subject, effect, cause) => `${subject}：${effect}，是 ${cause} 引起的。`,
  },
];

export function causal(random: Random, language: Language): Plan {
  const record = evidenceFor(
    random,
    language,
    (candidate) => usableFacts(candidate, language).length >= 2,
  );
  const paraphrased = random.chance(0.5);
  const [effect, cause] = pickFacts(random, record, language, 2, { paraphrase: true });
  if (!effect || !cause) {
    throw new Error("two facts needed");
  }
  const pieces = faithfulPieces(random, record, [effect, cause], language, paraphrased);
  const texts = record.text.toLowerCase();
  const shapes = (language === "en" ? CAUSAL_ENGLISH : CAUSAL_CHINESE).filter(
    (shape) => !texts.includes(shape.marker),
  );
  const shape = random.pick(shapes);
  const text = shape.shape(
    subjectPhrase(random, record, language, paraphrased),
    pieces[0]?.phrase ?? "",
    pieces[1]?.phrase ?? "",
  );
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [{ text, citations: citationsOf(pieces) }],
      `${cause.name} stated as the cause of ${effect.name} (${record.template}), "${shape.marker}"`,
    ),
    0.3,
  );
}

const ADDED_ENGLISH: readonly (readonly [string, string])[] = [
  [", and the primary database is overloaded", "overloaded"],
  [", and traffic doubled at the same time", "doubled"],
  [", and the latest deploy introduced a memory leak", "leak"],
  [", and the upstream gateway is also failing", "gateway"],
  [", and disk I/O on the node is saturated", "i/o"],
  [" right after the 08:00 release", "release"],
  [", and packet loss between zones is above 5%", "packet"],
];

const ADDED_CHINESE: readonly (readonly [string, string])[] = [
  ["，同时数据库负载过高", "负载"],
  ["，并且流量翻了一倍", "流量"],
  ["，而且最近一次发布引入了内存泄漏", "泄漏"],
  ["，上游网关也在报错", "网关"],
  ["，节点磁盘 IO 已经打满", "io"],
  ["，这发生在 08:00 发布之后", "发布"],
];

export function addedClause(random: Random, language: Language): Plan {
  const { claim, record } = simpleFaithful(random, language);
  const texts = textsOf(claim);
  const [clause] = random.pick(
    (language === "en" ? ADDED_ENGLISH : ADDED_CHINESE).filter(
      ([, marker]) => !texts.includes(marker),
    ),
  );
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [{ ...claim, text: appendClause(claim.text, clause) }],
      `faithful claim on ${record.template} plus an unsupported clause "${clause.trim()}"`,
    ),
    0.3,
  );
}

export function numberWordsWrong(random: Random, language: Language): Plan {
  const record = evidenceFor(random, language, (candidate) =>
    candidate.facts.some((fact) => wordable(fact, language)),
  );
  const fact = random.pick(record.facts.filter((candidate) => wordable(candidate, language)));
  const amount = fact.quantity as Quantity;
  const wrong = changedValue(amount.value, random, [record.text], { wordable: true });
  const words = numberWords(wrong, language, random);
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value: words,
    noEquals: true,
  });
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [focusedClaim(random, language, record, fact, phrase)],
      `${fact.name}=${amount.value} written as "${words}" (${wrong}) (${record.template})`,
    ),
    0.3,
  );
}

export function injectedRestated(random: Random, language: Language): Plan {
  const record = findRecord(
    random,
    { templates: INJECTED_TEMPLATES },
    (candidate) => (candidate.injection?.restated[language].length ?? 0) > 0,
  );
  const injection = record.injection;
  if (!injection) {
    throw new Error("unreachable");
  }
  const text = random.pick(injection.restated[language]);
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [{ text, citations: [{ record, spans: [record.subject.span, injection.span] }] }],
      `instruction in ${record.template} restated as fact`,
    ),
    0.3,
  );
}

export function runbookAsFact(random: Random, language: Language): Plan {
  const record = findRecord(random, { templates: RUNBOOK_TEMPLATES, language }, (candidate) =>
    candidate.advice.some((advice) => advice.asFact[language].length > 0),
  );
  const advice = random.pick(
    record.advice.filter((candidate) => candidate.asFact[language].length > 0),
  );
  const text = random.pick(advice.asFact[language]);
  return withSibling(
    random,
    language,
    {
      question:
        language === "en"
          ? "What is causing this, according to what we know?"
          : "根据现有信息，这是什么问题？",
      claims: [{ text, citations: [{ record, spans: [advice.span] }] }],
      background: backgroundFor(random, record.domain, language),
      note: `content of ${record.template} stated as an incident fact, without attribution`,
    },
    0.3,
  );
}

const REMEDIATION_ENGLISH: readonly (readonly [string, string])[] = [
  ["; it needs a restart", "restart"],
  [", so it should be restarted", "restart"],
  ["; scale out the consumers", "scale"],
  ["; raise maxmemory to 32gb", "raise"],
  ["; roll back the last deploy", "roll"],
  [" and should be scaled out to more replicas", "scale"],
  ["; we need to fail over to the replica", "fail over"],
  ["; the pods must be redeployed", "redeploy"],
];

const REMEDIATION_CHINESE: readonly (readonly [string, string])[] = [
  ["，需要重启", "重启"],
  ["，建议扩容", "扩容"],
  ["，应该回滚最近一次发布", "回滚"],
  ["，需要把 maxmemory 调大到 32gb", "调大"],
  ["，建议切换到备库", "切换"],
  ["，需要清理缓存", "清理"],
];

export function remediation(random: Random, language: Language): Plan {
  const { claim, record } = simpleFaithful(random, language);
  const texts = textsOf(claim);
  const [clause] = random.pick(
    (language === "en" ? REMEDIATION_ENGLISH : REMEDIATION_CHINESE).filter(
      ([, marker]) => !texts.includes(marker),
    ),
  );
  return withSibling(
    random,
    language,
    plan(
      random,
      language,
      record.subject.name,
      [{ ...claim, text: appendClause(claim.text, clause) }],
      `faithful claim on ${record.template} plus remediation "${clause.replace(/^[;,，\s]+/, "")}"`,
    ),
    0.3,
  );
}
