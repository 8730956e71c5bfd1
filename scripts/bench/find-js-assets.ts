const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);

const decodeEntities = (url: string) => url.replaceAll('&amp;', '&');

/**
 * JavaScript a server-rendered page loads up front: external scripts, module preloads, and modules
 * an inline script imports (the hydration entry). Lazy chunks are not listed.
 */
export function scriptUrlsInHtml(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const href = attribute(tag, 'href');
    const isScript =
      rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script');
    if (href && isScript) urls.push(href);
  }
  for (const [, body = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const match of body.matchAll(/\bimport\s*\(?\s*["']([^"']+\.m?js)["']/g)) {
      if (match[1]) urls.push(match[1]);
    }
  }
  return [...new Set(urls.map(decodeEntities))];
}

/**
 * Modules a (minified) ES module imports statically: `import ... from "x"`, `export ... from "x"`
 * and `import "x"`. Dynamic `import("x")` is lazy and left out.
 */
export function staticImportsInJs(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"'\n]+\.m?js)["']/g)) {
    if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}
