import { openDatabase } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { HOSTILE_STRINGS, longHostileString } from '#tests/support/security/hostile-strings.ts';

/** Recognisable hostile texts the browser test looks for, rendered as text. */
export const HOSTILE_CARRIER = `<img src=x onerror="window.__pwned='carrier'"> Mutual ${HOSTILE_STRINGS.rtlOverride} 👨‍👩‍👧‍👦`;
export const HOSTILE_PRODUCT = `<script>window.__pwned='product'</script> Auto ${HOSTILE_STRINGS.combiningMarks}`;
export const HOSTILE_OBJECTION = `${HOSTILE_STRINGS.closeScript} ${HOSTILE_STRINGS.svgOnLoad} Please justify 📈 ${HOSTILE_STRINGS.zeroWidthJoiners}`;
export const HOSTILE_DESCRIPTION = `${HOSTILE_STRINGS.markup} ${HOSTILE_STRINGS.imgOnError} ${longHostileString('DESC')}`;

/**
 * Creates (and migrates) a PGlite database in `dataDir` holding filings whose carrier, product,
 * description, objection and document texts are hostile. Returns their tracking numbers.
 */
export async function seedHostileFilings(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  const numbers: string[] = [];
  try {
    for (let index = 0; index < 3; index += 1) {
      const filing = await insertFiling(db, {
        serff_tracking_number: `HOST-13400000${index}`,
        carrier: HOSTILE_CARRIER,
        filing_company: `${HOSTILE_STRINGS.script} Insurance Co ${index}`,
        product_name: HOSTILE_PRODUCT,
        description: HOSTILE_DESCRIPTION,
        objections: [{ content: HOSTILE_OBJECTION, reviewer_name: HOSTILE_STRINGS.imgOnError }],
        pages: [
          `hostilequery ${HOSTILE_STRINGS.script} ${HOSTILE_STRINGS.imgOnError} ${HOSTILE_STRINGS.rtlOverride}`,
        ],
      });
      numbers.push(filing.serff_tracking_number);
    }
  } finally {
    await db.close();
  }
  return numbers;
}
