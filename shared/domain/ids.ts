/** Ids are 24-character lowercase hex, time-ordered (architecture 'Data'). The routes match `{24-character id}`. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
