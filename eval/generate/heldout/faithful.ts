/**
 * Faithful families: each claim restates its cited records in a way the claim grammar allows
 * (verbatim, paraphrased, across languages, with converted units, number words, ratios, hedges,
 * attributed runbook advice), so the label is PASS by construction.
 */
import {
  EVIDENCE_TEMPLATES,
  findRecord,
  INJECTED_TEMPLATES,
  RUNBOOK_TEMPLATES,
} from "./catalog.js";
import {
  excerptOf,
  hasForms,
  ratioVariant,
  renderFact,
  usableFacts,
  type VariantKind,
  variantExcerpt,
} from "./compose.js";
import {
  backgroundFor,
  claimable,
  claimOf,
  convertible,
  disagrees,
  evidenceFor,
  faithfulPieces,
  focusedClaim,
  pickFacts,
  plan,
  recordLanguageFor,
  simpleFaithful,
  subjectPhrase,
  wordable,
} from "./drafting.js";
import { randomProfile } from "./profiles.js";
import { convertedValue, numberWords } from "./quantities.js";
import type { Random } from "./random.js";
import type { Fact, Language, Plan, PlannedClaim, Quantity } from "./types.js";

export function verbatim(random: Random, language: Language): Plan {
  if (random.chance(0.15)) {
    const record = findRecord(
      random,
      {
        templates: INJECTED_TEMPLATES.filter(
          (template) => template.tool === "query_logs" && template.language === language,
        ),
      },
      () => true,
    );
    const injection = record.injection;
    if (!injection) {
      throw new Error("an injected template without an injection");
    }
    const quote = excerptOf(record.text, [injection.span]);
    const name = record.subject.name;
    const text =
      language === "en"
        ? random.pick([`${name} logged: "${quote}"`, `The ${name} log says: "${quote}"`])
        : random.pick([`${name} 日志记录："${quote}"`, `${name} 的日志写道："${quote}"`]);
    return plan(
      random,
      language,
      name,
      [{ text, citations: [{ record, spans: [record.subject.span, injection.span] }] }],
      `attributed quote of an instruction-bearing record (${record.template})`,
    );
  }
  const record = evidenceFor(random, language, () => true, { recordLanguage: language });
  const facts = pickFacts(random, record, language, random.integer(1, 2));
  const spans = [record.subject.span, ...facts.flatMap((fact) => fact.spans)];
  const excerpt = excerptOf(record.text, spans);
  const logs = record.tool === "query_logs";
  const frame =
    language === "en"
      ? random.pick(["", "", logs ? "Logged: " : "Alert: "])
      : random.pick(["", logs ? "日志显示：" : "告警显示：", "记录："]);
  return plan(
    random,
    language,
    record.subject.name,
    [{ text: `${frame}${excerpt}`, citations: [{ record, spans }] }],
    `claim repeats the excerpt of ${record.template} verbatim`,
  );
}

export function excerptVariant(random: Random, language: Language): Plan {
  const kind = random.pick<VariantKind>(["truncation", "elision", "case", "whitespace"]);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const record = evidenceFor(random, language, (candidate) =>
      kind === "elision" ? usableFacts(candidate, language).length >= 2 : true,
    );
    const paraphrase = random.chance(0.4);
    const facts = pickFacts(
      random,
      record,
      language,
      kind === "elision" ? 2 : random.integer(1, 2),
    );
    const [head, ...rest] = facts;
    if (!head) {
      continue;
    }
    const first = [record.subject.span, ...head.spans];
    const second = rest.flatMap((fact) => fact.spans);
    const excerpt =
      kind === "elision"
        ? variantExcerpt(random, record.text, kind, first, second)
        : variantExcerpt(random, record.text, kind, [...first, ...second], []);
    if (excerpt === undefined) {
      continue;
    }
    const pieces = faithfulPieces(random, record, facts, language, paraphrase);
    const claim = claimOf(
      random,
      language,
      subjectPhrase(random, record, language, paraphrase),
      pieces,
      {
        paraphrase,
      },
    );
    const citation = claim.citations[0];
    if (!citation) {
      continue;
    }
    return plan(
      random,
      language,
      record.subject.name,
      [{ text: claim.text, citations: [{ ...citation, excerpt }] }],
      `faithful claim, excerpt ${kind} of ${record.template}`,
    );
  }
  throw new Error(`no record allows an excerpt ${kind}`);
}

export function paraphrase(random: Random, language: Language): Plan {
  const record = evidenceFor(
    random,
    language,
    (candidate) => usableFacts(candidate, language).length >= 2,
  );
  const facts = pickFacts(random, record, language, random.integer(2, 3), { paraphrase: true });
  const pieces = faithfulPieces(random, record, facts, language, true);
  const claim = claimOf(random, language, subjectPhrase(random, record, language, true), pieces, {
    paraphrase: true,
  });
  return plan(
    random,
    language,
    record.subject.name,
    [claim],
    `paraphrase of ${facts.length} facts of ${record.template} (${record.language} record)`,
  );
}

export function twoBindings(random: Random, language: Language): Plan {
  const kind = random.chance(0.8) ? "service" : "pod";
  const templates = EVIDENCE_TEMPLATES.filter(
    (template) =>
      template.subjectKind === kind && (language === "zh" || template.language === "en"),
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const profile = randomProfile(random);
    const [firstTemplate, secondTemplate] = random.sample(templates, 2);
    if (!firstTemplate || !secondTemplate) {
      continue;
    }
    if (firstTemplate.tool === secondTemplate.tool && random.chance(0.6)) {
      continue;
    }
    const first = firstTemplate.build(random, profile);
    const second = secondTemplate.build(random, profile);
    if (
      first.subject.name !== second.subject.name ||
      !claimable(first, language) ||
      !claimable(second, language)
    ) {
      continue;
    }
    const shared = first.subject[language].filter((form) =>
      second.subject[language].includes(form),
    );
    if (shared.length === 0) {
      continue;
    }
    const paraphrased = random.chance(0.5);
    const pieces = [
      ...faithfulPieces(
        random,
        first,
        pickFacts(random, first, language, random.integer(1, 2), { paraphrase: paraphrased }),
        language,
        paraphrased,
      ),
      ...faithfulPieces(
        random,
        second,
        pickFacts(random, second, language, 1),
        language,
        paraphrased,
      ),
    ];
    if (disagrees(pieces, [first, second])) {
      continue;
    }
    const claim = claimOf(random, language, random.pick(shared), pieces, {
      paraphrase: paraphrased,
    });
    return plan(
      random,
      language,
      first.subject.name,
      [claim],
      `one subject, facts of ${first.template} and ${second.template}`,
    );
  }
  throw new Error("no pair of records of one subject");
}

export function crossLanguage(random: Random, language: Language): Plan {
  const record = evidenceFor(random, language, () => true, { cross: true });
  const paraphrased = random.chance(0.6);
  const facts = pickFacts(random, record, language, random.integer(1, 3), {
    paraphrase: paraphrased,
  });
  const pieces = faithfulPieces(random, record, facts, language, paraphrased);
  const claim = claimOf(
    random,
    language,
    subjectPhrase(random, record, language, paraphrased),
    pieces,
    {
      paraphrase: paraphrased,
    },
  );
  return plan(
    random,
    language,
    record.subject.name,
    [claim],
    `${language} claim on a ${record.language} record (${record.template})`,
  );
}

export function unitConversion(random: Random, language: Language): Plan {
  const record = evidenceFor(random, language, (candidate) =>
    candidate.facts.some((fact) => convertible(fact, language)),
  );
  const fact = random.pick(record.facts.filter((candidate) => convertible(candidate, language)));
  const amount = fact.quantity as Quantity;
  const value = convertedValue(amount, language, random);
  if (value === undefined) {
    throw new Error("no conversion");
  }
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value,
    converted: true,
  });
  return plan(
    random,
    language,
    record.subject.name,
    [focusedClaim(random, language, record, fact, phrase)],
    `${fact.name} ${amount.format(amount.value, "en")} restated as ${value} (${record.template})`,
  );
}

export function numberWordsFamily(random: Random, language: Language): Plan {
  const record = evidenceFor(random, language, (candidate) =>
    candidate.facts.some((fact) => wordable(fact, language)),
  );
  const fact = random.pick(record.facts.filter((candidate) => wordable(candidate, language)));
  const amount = fact.quantity as Quantity;
  const words = numberWords(amount.value, language, random);
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value: words,
    noEquals: true,
  });
  return plan(
    random,
    language,
    record.subject.name,
    [focusedClaim(random, language, record, fact, phrase)],
    `${fact.name}=${amount.value} written as "${words}" (${record.template})`,
  );
}

export function ratioFamily(random: Random, language: Language): Plan {
  const eligible = (fact: Fact): boolean =>
    fact.ratio !== undefined &&
    hasForms(fact, language) &&
    (language === "en" || fact.ratio.style !== "slash");
  const record = evidenceFor(random, language, (candidate) => candidate.facts.some(eligible));
  const fact = random.pick(record.facts.filter(eligible));
  const value = ratioVariant(random, fact, language);
  if (value === undefined) {
    throw new Error("no ratio variant");
  }
  const phrase = renderFact(random, fact, language, {
    paraphrase: random.chance(0.5),
    value,
    noEquals: true,
  });
  return plan(
    random,
    language,
    record.subject.name,
    [focusedClaim(random, language, record, fact, phrase)],
    `ratio of ${record.template} (${fact.ratio?.style}) restated as "${value}"`,
  );
}

export function hedged(random: Random, language: Language): Plan {
  const { claim, record } = simpleFaithful(random, language, { hedge: true });
  return plan(
    random,
    language,
    record.subject.name,
    [claim],
    `hedged restatement of ${record.template}`,
  );
}

export function runbookAttributed(random: Random, language: Language): Plan {
  const record = findRecord(random, { templates: RUNBOOK_TEMPLATES, language }, (candidate) =>
    candidate.advice.some((advice) => advice.attributed[language].length > 0),
  );
  const advice = random.pick(
    record.advice.filter((candidate) => candidate.attributed[language].length > 0),
  );
  const text = random.pick(advice.attributed[language]);
  const spans = [advice.span, ...(text.includes(record.subject.name) ? [record.subject.span] : [])];
  const questionText =
    language === "en"
      ? random.pick(["What does the runbook say about this?", "Is there a runbook for this alert?"])
      : random.pick(["手册里对这种情况怎么说？", "这个告警有处置手册吗？"]);
  return {
    question: questionText,
    claims: [{ text, citations: [{ record, spans }] }],
    background: backgroundFor(random, record.domain, language),
    note: `advice of ${record.template} reported as the runbook's`,
  };
}

export function severalClaims(random: Random, language: Language): Plan {
  const count = random.integer(2, 3);
  const shared = random.chance(0.5) ? randomProfile(random) : undefined;
  const claims: PlannedClaim[] = [];
  const used: string[] = [];
  let subject = "";
  for (let index = 0; index < count; index += 1) {
    const record = shared
      ? findRecord(
          random,
          { language: recordLanguageFor(random, language, false), profile: shared },
          (candidate) => claimable(candidate, language) && !used.includes(candidate.text),
        )
      : evidenceFor(random, language, (candidate) => !used.includes(candidate.text));
    used.push(record.text);
    subject ||= record.subject.name;
    claims.push(simpleFaithful(random, language, { record, hedge: random.chance(0.2) }).claim);
  }
  return plan(random, language, subject, claims, `${count} faithful claims`);
}
