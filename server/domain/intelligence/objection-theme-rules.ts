/**
 * The objection themes (DATASET-FACTS "Objection themes"), each with the words that reveal it in
 * a letter's text. The names are those the demo data stores in `objections.summary`.
 */
export type ObjectionThemeRule = { theme: string; pattern: RegExp };

export const OBJECTION_THEME_RULES: readonly ObjectionThemeRule[] = [
  {
    theme: 'Missing policyholder rate-change histogram',
    pattern: /histogram|dislocation|distribution of (the )?rate changes/i,
  },
  {
    theme: 'Side-by-side comparison of rates requested',
    pattern: /side[- ]by[- ]side|red[- ]?lined/i,
  },
  {
    theme: 'Insufficient support for actuarial judgment',
    pattern: /actuarial judg|basic[- ]limits|rate level indication/i,
  },
  {
    theme: 'Increased limits factor changes not justified',
    pattern: /increased limits/i,
  },
  {
    theme: 'Wrong TOI, sub-TOI or filing type',
    pattern: /\bsub-?toi\b|\btoi\b|filing type|certificate of authority|cloned/i,
  },
  {
    theme: 'Mandatory or optional form',
    pattern: /mandatory or optional|optional form|endorsement|reduces coverage/i,
  },
  {
    theme: 'Complete manual and territory definitions requested',
    pattern: /complete (rating )?manual|territory definition|deemer/i,
  },
  {
    theme: 'Premium impact and data anomalies',
    pattern: /reconcile|anomal|written premium change/i,
  },
];

export const OBJECTION_THEMES = OBJECTION_THEME_RULES.map((r) => r.theme);

/** The themes a piece of letter text touches, in catalogue order. */
export function classifyObjectionThemes(text: string): string[] {
  return OBJECTION_THEME_RULES.filter((r) => r.pattern.test(text)).map((r) => r.theme);
}

/** A letter's themes: those stored with it (`summary`, "; "-separated) or else classified. */
export function objectionThemesOf(summary: string | null, content: string): string[] {
  const stored = summary ? summary.split('; ').filter(Boolean) : [];
  return stored.length > 0 ? stored : classifyObjectionThemes(content);
}

/**
 * A theme's pattern as a PostgreSQL regular expression (for `~*`): the same source with `\b`
 * written `\y`, PostgreSQL's word boundary. Undefined for a theme outside the catalogue.
 */
export function themePatternForPostgres(theme: string): string | undefined {
  const rule = OBJECTION_THEME_RULES.find((r) => r.theme === theme);
  return rule?.pattern.source.replaceAll('\\b', '\\y');
}
