/** "written_premium_change" → "written-premium-change", as a type. */
export type KebabCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}-${KebabCase<Tail>}`
  : S;

/** An api (snake_case) word as the URL spells it (kebab-case). */
export function toKebabCase<S extends string>(value: S): KebabCase<S> {
  return value.replaceAll('_', '-') as KebabCase<S>;
}
