// A tiny checker for the state the browser keeps (local storage, the store): what an older
// release or a person may have written. Dependency-free so the browser carries no zod at all
// (`security.no-zod-in-browser`, docs/decisions/016-no-zod-in-the-browser.md); a stored entry
// it refuses is removed (`store.invalid-entry`). The API's request and response schemas stay
// zod, in their own modules.
// Objects are loose (unknown keys are kept), ids may be strings or numbers, defaults fill
// missing values. A check returns the value it accepts (with defaults and ids applied) or
// FAIL; `safeParse` and `parse` wrap it.

const FAIL: unique symbol = Symbol("fail");
type Fail = typeof FAIL;

export type SafeParseResult<T> = { success: true; data: T } | { success: false };

export type Shape<T> = {
  /** The value accepted (a copy where defaults or ids apply), or FAIL. */
  readonly check: (value: unknown) => T | Fail;
  readonly safeParse: (value: unknown) => SafeParseResult<T>;
  /** The value accepted; throws a TypeError when it does not match. */
  readonly parse: (value: unknown) => T;
};

/** A shape whose key may be absent from an object (`optional`). */
export type OptionalShape<T> = Shape<T | undefined> & { readonly optionalKey: true };

/** The type of the values a shape accepts, as they come out of it. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

type Fields = Record<string, Shape<unknown>>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** A loose object: its fields (optional ones with `?`), and any other key as unknown. */
export type InferObject<F extends Fields> = Flatten<
  { [K in keyof F as F[K] extends OptionalShape<unknown> ? never : K]: Infer<F[K]> } & {
    [K in keyof F as F[K] extends OptionalShape<unknown> ? K : never]?: Infer<F[K]>;
  } & { [key: string]: unknown }
>;

function shape<T>(check: (value: unknown) => T | Fail): Shape<T> {
  const safeParse = (value: unknown): SafeParseResult<T> => {
    const data = check(value);
    return data === FAIL ? { success: false } : { success: true, data };
  };
  return {
    check,
    safeParse,
    parse: (value) => {
      const result = safeParse(value);
      if (!result.success) throw new TypeError("The value does not have the expected shape");
      return result.data;
    },
  };
}

/** A string; with `pattern`, only one that matches it. */
export const string = (pattern?: RegExp): Shape<string> =>
  shape((v) => (typeof v === "string" && (!pattern || pattern.test(v)) ? v : FAIL));

/** A finite number; `int`: a safe integer; `positive`: above zero. */
export const number = (rules: { int?: boolean; positive?: boolean } = {}): Shape<number> =>
  shape((v) =>
    typeof v === "number" &&
    Number.isFinite(v) &&
    (!rules.int || Number.isSafeInteger(v)) &&
    (!rules.positive || v > 0)
      ? v
      : FAIL,
  );

export const boolean = (): Shape<boolean> => shape((v) => (typeof v === "boolean" ? v : FAIL));

/** Any value, unchecked. */
export const unknown = (): Shape<unknown> => shape((v) => v);

/** One of the given literal values. */
export const oneOf = <const L extends readonly (string | number | boolean)[]>(
  values: L,
): Shape<L[number]> => shape((v) => (values.includes(v as L[number]) ? (v as L[number]) : FAIL));

/** An array whose every item matches `item` (the items as `item` returns them). */
export const array = <T>(item: Shape<T>): Shape<T[]> =>
  shape((v) => {
    if (!Array.isArray(v)) return FAIL;
    const out: T[] = [];
    for (const entry of v) {
      const checked = item.check(entry);
      if (checked === FAIL) return FAIL;
      out.push(checked);
    }
    return out;
  });

/**
 * A plain object with these fields; keys not named are kept as they are. A field whose key
 * is absent is left out of the result unless its shape gives a value (a default).
 */
export const object = <F extends Fields>(fields: F): Shape<InferObject<F>> =>
  shape((v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return FAIL;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = { ...input };
    for (const key of Object.keys(fields)) {
      const checked = (fields[key] as Shape<unknown>).check(input[key]);
      if (checked === FAIL) return FAIL;
      if (checked !== undefined || key in input) out[key] = checked;
    }
    return out as InferObject<F>;
  });

/** The value may be undefined, and as an object field its key may be absent. */
export const optional = <T>(inner: Shape<T>): OptionalShape<T> => ({
  ...shape<T | undefined>((v) => (v === undefined ? v : inner.check(v))),
  optionalKey: true,
});

/** The value may be null. */
export const nullable = <T>(inner: Shape<T>): Shape<T | null> =>
  shape((v) => (v === null ? v : inner.check(v)));

/** Undefined becomes `fallback()` (a fresh value each time); anything else must match. */
export const withDefault = <T>(inner: Shape<T>, fallback: () => NoInfer<T>): Shape<T> =>
  shape((v) => (v === undefined ? fallback() : inner.check(v)));

/** The first of the shapes that accepts the value. */
export const union = <S extends Shape<unknown>[]>(...shapes: S): Shape<Infer<S[number]>> =>
  shape((v) => {
    for (const s of shapes) {
      const checked = s.check(v);
      if (checked !== FAIL) return checked as Infer<S[number]>;
    }
    return FAIL;
  });

/** An id the client keeps as a string, whether the JSON had a string or a number. */
export const id = (): Shape<string> =>
  shape((v) =>
    typeof v === "string" || (typeof v === "number" && Number.isFinite(v)) ? String(v) : FAIL,
  );
