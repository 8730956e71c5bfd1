import type { TextDiffSegment } from '#contract/intelligence/diff-report.ts';

/** Most words compared (beyond, the rest of both texts is one removed and one added segment). */
const MAX_WORDS = 1500;

/**
 * A word-level diff of two texts (longest common subsequence of words), as segments in reading
 * order; neighbouring segments of one type are merged, whitespace kept with its word.
 */
export function diffWords(a: string, b: string): TextDiffSegment[] {
  const wa = a.match(/\S+\s*/g) ?? [];
  const wb = b.match(/\S+\s*/g) ?? [];
  const headA = wa.slice(0, MAX_WORDS);
  const headB = wb.slice(0, MAX_WORDS);
  const key = (w: string) => w.trim();
  const n = headA.length;
  const m = headB.length;
  const table = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] =
        key(headA[i] ?? '') === key(headB[j] ?? '')
          ? (table[(i + 1) * (m + 1) + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * (m + 1) + j] ?? 0, table[i * (m + 1) + j + 1] ?? 0);
    }
  }
  const out: TextDiffSegment[] = [];
  const push = (type: TextDiffSegment['type'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.type === type) last.text += text;
    else if (text) out.push({ type, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (key(headA[i] ?? '') === key(headB[j] ?? '')) {
      push('same', headB[j] ?? '');
      i++;
      j++;
    } else if ((table[(i + 1) * (m + 1) + j] ?? 0) >= (table[i * (m + 1) + j + 1] ?? 0)) {
      push('removed', headA[i++] ?? '');
    } else {
      push('added', headB[j++] ?? '');
    }
  }
  while (i < n) push('removed', headA[i++] ?? '');
  while (j < m) push('added', headB[j++] ?? '');
  push('removed', wa.slice(MAX_WORDS).join(''));
  push('added', wb.slice(MAX_WORDS).join(''));
  return out;
}
