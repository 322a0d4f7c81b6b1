/**
 * Faithful families: every claim follows from its cited records by construction (a
 * restatement, a documented equivalence, framing words, or an attribution to a runbook),
 * so the expected verdict is PASS.
 */
import { anchorsOf, excerptVariant, render } from "./claims.js";
import { type Drawn, draw } from "./draw.js";
import {
  casePlan,
  claimPlan,
  type FaithfulStyle,
  type Family,
  faithfulBinding,
  fieldsOf,
  hedge,
  joinStatements,
  simpleFaithful,
  statement,
  verbatimClaim,
} from "./family-kit.js";
import { convertQuantity, numberInWords, ratioPhrase, wordable } from "./numbers.js";
import type { Random } from "./random.js";
import type { ClaimPlan, Language, Pattern, RecordInstance } from "./types.js";

/** A faithful family whose claims are built one at a time by the same rule. */
function repeatable(
  name: string,
  buildClaim: (random: Random, language: Language) => { claim: ClaimPlan; record: RecordInstance },
  secondClaimChance = 0.15,
): Family {
  return {
    name,
    group: "faithful",
    build(random, language) {
      const first = buildClaim(random, language);
      const claims = [first.claim];
      if (random.chance(secondClaimChance)) {
        claims.push(buildClaim(random, language).claim);
      }
      return casePlan(claims, first.record);
    },
  };
}

const verbatim = repeatable(
  "faithful/verbatim",
  (random, language) => {
    const drawn = draw(random, { language, recordLanguage: "same" });
    const { text, binding } = verbatimClaim(random, drawn.record, language);
    return {
      claim: claimPlan({ text, bindings: [binding], note: "restates @0 word for word" }),
      record: drawn.record,
    };
  },
  0.1,
);

const excerptVariantFamily = repeatable("faithful/excerpt-variant", (random, language) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const drawn = draw(random, {
      language,
      recordLanguage: random.chance(0.7) ? "same" : "cross",
    });
    const variant = excerptVariant(
      random,
      drawn.record.text,
      anchorsOf(drawn.record, drawn.pattern),
    );
    if (variant === null) {
      continue;
    }
    return {
      claim: claimPlan({
        text: render(drawn.record, drawn.pattern, language),
        bindings: [
          { record: drawn.record, excerpt: variant.excerpt, form: variant.form, fault: null },
        ],
        note: `paraphrases @0; the excerpt is ${variant.form === "elision" ? "an" : "a"} ${variant.form} variant of the record text`,
      }),
      record: drawn.record,
    };
  }
  throw new Error("no excerpt variant");
});

const paraphrase = repeatable("faithful/paraphrase", (random, language) =>
  simpleFaithful(random, language, "paraphrase"),
);

const crossLanguage = repeatable("faithful/cross-language", (random, language) =>
  simpleFaithful(random, language, "cross"),
);

const hedged = repeatable("faithful/hedged", (random, language) =>
  simpleFaithful(random, language, "hedged"),
);

const runbookAttributed = repeatable("faithful/runbook-attributed", (random, language) =>
  simpleFaithful(random, language, "runbook"),
);

/** Whether the statement names the service the record belongs to. */
function namesItsService(record: RecordInstance, pattern: Pattern): boolean {
  return fieldsOf(record, pattern).some(
    ([, field]) => field.entity === "service" && field.en === record.service,
  );
}

const twoBindings: Family = {
  name: "faithful/two-bindings",
  group: "faithful",
  build(random, language) {
    const first = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) => template.hasService,
      accept: namesItsService,
    });
    const service = first.record.service;
    if (service === null) {
      throw new Error("a service record has no service");
    }
    // Mostly an alert with a log line (or the reverse), as an incident usually shows both.
    const otherTool = random.chance(0.75);
    const second = draw(random, {
      language,
      recordLanguage: "any",
      templateFilter: (template) =>
        template.hasService &&
        template.id !== first.record.template &&
        (!otherTool || template.tool !== first.record.tool),
      options: { service },
      accept: namesItsService,
    });
    const one = statement(random, first, language);
    const two = statement(random, second, language);
    return casePlan(
      [
        claimPlan({
          text: joinStatements(random, language, one.text, two.text),
          bindings: [one.binding, two.binding],
          note: `one claim about ${service} resting on two records: @0 and @1`,
        }),
      ],
      first.record,
    );
  },
};

function convertibleFields(record: RecordInstance, pattern: Pattern): string[] {
  return fieldsOf(record, pattern)
    .filter(([, field]) => ["ms", "s", "m"].includes(field.quantity?.unit ?? ""))
    .map(([name]) => name);
}

const unitConversion = repeatable("faithful/unit-conversion", (random, language) => {
  const preferSubMinute = random.chance(0.65);
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) =>
      convertibleFields(record, pattern).some(
        (name) => !preferSubMinute || record.fields.get(name)?.quantity?.unit !== "m",
      ),
  });
  const candidates = convertibleFields(drawn.record, drawn.pattern).filter(
    (name) => !preferSubMinute || drawn.record.fields.get(name)?.quantity?.unit !== "m",
  );
  const name = random.pick(candidates);
  const field = drawn.record.fields.get(name);
  const conversion =
    field?.quantity === undefined ? null : convertQuantity(random, field.quantity, language);
  if (field === undefined || conversion === null) {
    throw new Error("unconvertible field");
  }
  const { text, binding } = statement(random, drawn, language, new Map([[name, conversion.text]]));
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      convertedNumbers: conversion.numbers,
      note: `paraphrases @0 with ${field.anchor} written as ${conversion.text}`,
    }),
    record: drawn.record,
  };
});

function wordableCounts(record: RecordInstance, pattern: Pattern): string[] {
  return fieldsOf(record, pattern)
    .filter(
      ([, field]) =>
        field.quantity?.kind === "count" &&
        field.quantity.value > 0 &&
        wordable(field.quantity.value),
    )
    .map(([name]) => name);
}

/** A count in words; a lone 2 before no measure word is 二 rather than 两. */
export function countInWords(
  random: Random,
  pattern: Pattern,
  name: string,
  value: number,
  language: Language,
): string {
  const words = numberInWords(random, value, language);
  if (language === "zh" && value === 2) {
    const after = pattern.text.slice(pattern.text.indexOf(`{${name}}`) + name.length + 2).trim();
    return after.startsWith("次") || after.startsWith("个") ? "两" : "二";
  }
  return words;
}

const numberWords = repeatable("faithful/number-words", (random, language) => {
  const drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) => wordableCounts(record, pattern).length > 0,
  });
  const name = random.pick(wordableCounts(drawn.record, drawn.pattern));
  const field = drawn.record.fields.get(name);
  const value = field?.quantity?.value ?? 0;
  const words = countInWords(random, drawn.pattern, name, value, language);
  const { text, binding } = statement(random, drawn, language, new Map([[name, words]]));
  const shorthand = words.match(/^\d+(?:\.\d+)?/)?.[0];
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      convertedNumbers: shorthand === undefined ? [] : [shorthand],
      note: `paraphrases @0 with ${field?.anchor ?? name} written as "${words}"`,
    }),
    record: drawn.record,
  };
});

function ratioFields(record: RecordInstance, pattern: Pattern): string[] {
  return fieldsOf(record, pattern)
    .filter(([, field]) => field.ratio !== undefined)
    .map(([name]) => name);
}

const ratioFamily = repeatable("faithful/ratio", (random, language) => {
  const drawn: Drawn = draw(random, {
    language,
    recordLanguage: "any",
    accept: (record, pattern) => ratioFields(record, pattern).length > 0,
  });
  const name = random.pick(ratioFields(drawn.record, drawn.pattern));
  const field = drawn.record.fields.get(name);
  if (field?.ratio === undefined) {
    throw new Error("no ratio");
  }
  const phrase = ratioPhrase(random, field.ratio, language);
  const { text, binding } = statement(random, drawn, language, new Map([[name, phrase]]));
  return {
    claim: claimPlan({
      text,
      bindings: [binding],
      note: `paraphrases @0 with ${field.anchor} written as "${phrase}"`,
    }),
    record: drawn.record,
  };
});

const severalClaims: Family = {
  name: "faithful/several-claims",
  group: "faithful",
  build(random, language) {
    const wanted = random.chance(0.4) ? 3 : 2;
    const claims: ClaimPlan[] = [];
    let focus: RecordInstance | null = null;
    let service: string | null = null;
    for (let index = 0; index < wanted; index++) {
      const style = random.weighted<FaithfulStyle>([
        ["paraphrase", 8],
        ["cross", 4],
        ["hedged", 3],
        ["verbatim", 3],
        ["runbook", 2],
      ]);
      const options = service !== null && random.chance(0.6) ? { service } : {};
      const built = simpleFaithful(random, language, style, options);
      claims.push(built.claim);
      focus ??= built.record;
      service ??= built.record.service;
    }
    if (focus === null) {
      throw new Error("no claim");
    }
    return casePlan(claims, focus);
  },
};

/** Used by the structural families: a faithful binding whose width is chosen here. */
export function faithfulBase(
  random: Random,
  language: Language,
): { claim: ClaimPlan; record: RecordInstance; drawn: Drawn | null } {
  const style = random.weighted<FaithfulStyle>([
    ["paraphrase", 6],
    ["cross", 2],
    ["hedged", 1],
    ["verbatim", 2],
    ["runbook", 1],
  ]);
  if (style === "verbatim" || style === "runbook") {
    const built = simpleFaithful(random, language, style);
    return { ...built, drawn: null };
  }
  const drawn = draw(random, {
    language,
    recordLanguage: style === "paraphrase" ? "same" : style === "cross" ? "cross" : "any",
  });
  const text = render(drawn.record, drawn.pattern, language);
  return {
    claim: claimPlan({
      text: style === "hedged" ? hedge(random, text, language) : text,
      bindings: [faithfulBinding(random, drawn.record, anchorsOf(drawn.record, drawn.pattern))],
      note: "paraphrases @0",
    }),
    record: drawn.record,
    drawn,
  };
}

export const FAITHFUL_FAMILIES: readonly Family[] = [
  verbatim,
  excerptVariantFamily,
  paraphrase,
  twoBindings,
  crossLanguage,
  unitConversion,
  numberWords,
  ratioFamily,
  hedged,
  runbookAttributed,
  severalClaims,
];
