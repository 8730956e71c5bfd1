import type { Database } from '#server/db/connection.ts';
import { OWNER_JOIN, OWNER_NAME_COLUMN } from '#server/domain/team/item-ownership.ts';
import { type BriefRow, isBriefId, type StoredBrief, toStoredBrief } from './stored-brief.ts';

/**
 * The brief with this id, whoever owns it, with its owner and sharing; undefined for an unknown
 * id. The caller decides who may read it (canReadItem).
 */
export async function getBrief(db: Database, id: string): Promise<StoredBrief | undefined> {
  if (!isBriefId(id)) return undefined;
  const [row] = await db.query<BriefRow>(
    `select t.*, ${OWNER_NAME_COLUMN} from briefs t ${OWNER_JOIN} where t.id = $1`,
    [id],
  );
  return row ? toStoredBrief(row) : undefined;
}
