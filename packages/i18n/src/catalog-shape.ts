/**
 * The shape a translated catalog must have: the same nested keys as the
 * English one, every leaf a string. Extra keys are allowed because plural
 * forms differ by language (Lithuanian has `_one`, `_few` and `_other`).
 */
export type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
} & { [extra: string]: unknown };
