/**
 * A URL as the app's router writes it: objects, lists, numbers and booleans as JSON, strings as
 * they are unless they would read back as JSON (`"42"`, `"true"`), then quoted.
 */
export function routerUrl(path: string, search: Record<string, unknown>): string {
  const params = Object.entries(search)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(searchValue(value))}`)
    .join('&');
  return `${path}${params ? `?${params}` : ''}`;
}

function searchValue(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}
