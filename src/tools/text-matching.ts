/**
 * Text normalization and query matching shared by `query_logs` and `query_metrics`.
 *
 * Both tools answer the same question for a record: does this query occur in it? Keeping the
 * rule in one place means a term that finds a log record also finds an alert. Equivalent
 * terms (including Chinese ones) come from the scenario's glossary, never from this code.
 */

/**
 * The form in which queries and searchable texts are compared: NFKC (so full-width letters
 * and CJK punctuation match their ASCII forms), lower case, whitespace runs collapsed.
 */
export function normalizeForMatching(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The text on one line: every run of whitespace, line breaks included, becomes one space. */
export function toOneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Query term -> equivalent terms, as a scenario's `glossary` states them. */
export type Glossary = Readonly<Record<string, readonly string[]>>;

/** A glossary whose keys and equivalents are already in matching form. */
export type NormalizedGlossary = ReadonlyMap<string, readonly string[]>;

/**
 * Puts a glossary in matching form once, so each search only does map look-ups. Keys that
 * normalize to the same text have their equivalents merged.
 */
export function normalizeGlossary(glossary: Glossary): NormalizedGlossary {
  const normalized = new Map<string, string[]>();
  for (const [term, equivalents] of Object.entries(glossary)) {
    const key = normalizeForMatching(term);
    const merged = normalized.get(key) ?? [];
    for (const equivalent of equivalents) {
      const normalizedEquivalent = normalizeForMatching(equivalent);
      if (normalizedEquivalent !== "" && !merged.includes(normalizedEquivalent)) {
        merged.push(normalizedEquivalent);
      }
    }
    normalized.set(key, merged);
  }
  return normalized;
}

/** Tells whether a record's searchable text (already in matching form) matches a query. */
export type TextMatcher = (normalizedText: string) => boolean;

/**
 * Builds the matcher for one query. A text matches when the whole query occurs in it, or
 * when every whitespace-separated term of the query occurs in it. The whole query and each
 * term also match through their glossary equivalents (one step: equivalents are not looked
 * up again), so `连接池耗尽` can find `Connection is not available`.
 */
export function createTextMatcher(query: string, glossary: NormalizedGlossary): TextMatcher {
  const normalizedQuery = normalizeForMatching(query);
  const wholeQueryForms = withEquivalents(normalizedQuery, glossary);
  const termForms = normalizedQuery
    .split(" ")
    .filter((term) => term !== "")
    .map((term) => withEquivalents(term, glossary));

  return (normalizedText) => {
    if (wholeQueryForms.some((form) => normalizedText.includes(form))) {
      return true;
    }
    return (
      termForms.length > 0 &&
      termForms.every((forms) => forms.some((form) => normalizedText.includes(form)))
    );
  };
}

function withEquivalents(term: string, glossary: NormalizedGlossary): readonly string[] {
  const equivalents = glossary.get(term) ?? [];
  return [term, ...equivalents].filter((form) => form !== "");
}
