/**
 * Strings that have broken web apps before: markup, script, very long text and odd Unicode. Used
 * to seed hostile filings and to fuzz inputs; every one must come back as inert, intact text.
 */
export const HOSTILE_STRINGS = {
  markup: '<b>bold</b> <i>italic</i> & "double" \'single\' <a href="https://evil.example">link</a>',
  script: '<script>window.__pwned = "script"</script>',
  closeScript: '</script><script>window.__pwned = "close"</script>',
  imgOnError: '<img src=x onerror="window.__pwned=\'img\';alert(1)">',
  svgOnLoad: '<svg onload="window.__pwned=\'svg\'"></svg>',
  javascriptUrl: 'javascript:window.__pwned="url"',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile string on purpose
  templateLiteral: '${window.__pwned="tpl"} {{constructor.constructor("window.__pwned=1")()}}',
  lineSeparators: 'line\u2028separator\u2029paragraph',
  rtlOverride: 'invoice\u202Egpj.exe',
  zeroWidthJoiners: 'family 👨‍👩‍👧‍👦 z\u200Dw\u200Cj\u200B',
  emoji: 'rates 📈🔥💸 up',
  combiningMarks: 'Z̷̛͉a̴̝͐l̷̢̈g̶̜̾ő̵͓',
  nullByte: 'nul\u0000byte',
  sqlish: "'; drop table filings; --",
} as const;

/** A 10,000-character string with a recognisable start and end. */
export function longHostileString(marker = 'LONG'): string {
  const head = `${marker}-START `;
  const tail = ` ${marker}-END`;
  return head + 'x'.repeat(10_000 - head.length - tail.length) + tail;
}

export const HOSTILE_LIST: readonly string[] = Object.values(HOSTILE_STRINGS);
