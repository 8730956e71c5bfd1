type TypedArray = Float64Array | Int32Array | Uint32Array | Uint8Array;
type TypedArrayOf<T extends TypedArray> = { new (length: number): T };

/** A typed array that doubles as rows are appended while a table streams in. */
export type GrowableColumn<T extends TypedArray> = {
  push(value: number): void;
  /** The values appended, in an array of exactly their length. */
  finish(): T;
  readonly length: number;
};

export function growableColumn<T extends TypedArray>(
  Type: TypedArrayOf<T>,
  initial = 1024,
): GrowableColumn<T> {
  let values = new Type(Math.max(16, initial));
  let length = 0;
  return {
    push(value: number) {
      if (length === values.length) {
        const bigger = new Type(values.length * 2);
        bigger.set(values);
        values = bigger;
      }
      values[length] = value;
      length += 1;
    },
    finish() {
      return values.slice(0, length) as T;
    },
    get length() {
      return length;
    },
  };
}
