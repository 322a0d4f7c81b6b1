/**
 * Shapes shared by the real-log case generator. An event type is a regular expression over one
 * log line (named groups are the line's fields) plus claim templates in English and Chinese.
 * Templates read fields by name; a template that needs a field the line lacks is skipped.
 */

export type Language = "en" | "zh";

export type Lookup = (name: string) => string;
export type Render = (value: Lookup) => string;

/** How a value may be changed for a changed-value fabrication. */
export type ValueKind = "digits" | "ip" | "ipPort" | "hex";

export interface ValueSlot {
  readonly field: string;
  readonly kind: ValueKind;
}

/** A field naming a subject (host, block, session...); `pool` groups the values to swap between. */
export interface EntitySlot {
  readonly field: string;
  readonly pool: string;
}

export interface Bilingual {
  readonly en: Render;
  readonly zh: Render;
}

export interface EventType {
  readonly name: string;
  readonly pattern: RegExp;
  readonly faithful: { readonly en: readonly Render[]; readonly zh: readonly Render[] };
  readonly values?: readonly ValueSlot[];
  readonly entities?: readonly EntitySlot[];
  /** The line's event negated, or a negation the line carries dropped. */
  readonly negation?: Bilingual;
  /** A different verb or state than the line's. */
  readonly wrongEvent?: Bilingual;
}

export type Fields = Readonly<Record<string, string>>;

export class MissingField extends Error {}

export function lookupOf(fields: Fields): Lookup {
  return (name) => {
    const value = fields[name];
    if (value === undefined) {
      throw new MissingField(name);
    }
    return value;
  };
}

/** The rendered text, or null when the template needs a field this line does not have. */
export function tryRender(render: Render, fields: Fields): string | null {
  try {
    return render(lookupOf(fields));
  } catch (error) {
    if (error instanceof MissingField) {
      return null;
    }
    throw error;
  }
}

/** A line pattern: a source's prefix, then the message (trailing blanks allowed, not captured). */
export function linePattern(prefix: string, message: string): RegExp {
  return new RegExp(`^${prefix}(?<message>${message}) *$`, "d");
}

/** Picks by key from a fixed table; an unknown key is a programming error. */
export function fromTable(table: Readonly<Record<string, string>>, key: string): string {
  const value = table[key];
  if (value === undefined) {
    throw new Error(`no table entry for ${key}`);
  }
  return value;
}
