import { describe, expect, it } from 'vitest';
import { scriptUrlsInHtml, staticImportsInJs } from './find-js-assets.ts';

describe('scriptUrlsInHtml', () => {
  it('lists external scripts, module preloads and inline imports once each', () => {
    const html = `<head>
      <link rel="modulepreload" href="/assets/a.js"><link href='/assets/b.js' rel="modulepreload">
      <link rel="stylesheet" href="/assets/s.css"><link rel="preload" as="script" href="/assets/c.js">
      <script nonce="x" type="module" async="" src="/assets/index.js"></script>
      <script>import("/assets/a.js");window.x=1</script>
      <script type="module">import "/assets/d.js?v=1&amp;x=2.js"</script>
    </head>`;
    expect(scriptUrlsInHtml(html)).toEqual([
      '/assets/index.js',
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
      '/assets/d.js?v=1&x=2.js',
    ]);
  });
});

describe('staticImportsInJs', () => {
  it('follows static imports and re-exports, not dynamic imports', () => {
    const code =
      'import{a as b}from"./chunk-A.js";import"./side.js";export{c}from \'./c.js\';const l=()=>import("./lazy.js");Array.from("x")';
    expect(staticImportsInJs(code)).toEqual(['./chunk-A.js', './side.js', './c.js']);
  });
});
