import { createUserWithPassword } from '#server/auth/create-user.ts';
import { makeAdministrator } from '#server/auth/make-administrator.ts';
import { openDatabase } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestAuth } from '#tests/support/test-auth.ts';

export type TeamUser = { email: string; password: string; name: string };

/** The team of the sharing browser test: two members of one organization and its admin. */
export const TEAM_USERS = {
  alice: { email: 'alice@team.example', password: 'alice-password-1', name: 'Alice Analyst' },
  bob: { email: 'bob@team.example', password: 'bob-password-12', name: 'Bob Builder' },
  ada: { email: 'ada@team.example', password: 'ada-password-123', name: 'Ada Admin' },
} satisfies Record<string, TeamUser>;

export const TEAM_ORGANIZATION_NAME = 'Sharing Test Co';

/**
 * Creates (and migrates) a PGlite database in `dataDir` with two filings and the team: Ada the
 * admin of TEAM_ORGANIZATION_NAME, Alice and Bob its members (as `npm run user:create` and the
 * organization plugin would make them). Returns the first filing's tracking number.
 */
export async function prepareTeamData(dataDir: string): Promise<string> {
  const db = await openDatabase({ dataDir });
  try {
    const filing = await insertFiling(db, { state: 'TX', serff_tracking_number: 'TEAM-134500001' });
    await insertFiling(db, { state: 'OK', serff_tracking_number: 'TEAM-134500002' });
    const { auth } = createTestAuth(db);
    const [ada, alice, bob] = await Promise.all(
      [TEAM_USERS.ada, TEAM_USERS.alice, TEAM_USERS.bob].map((user) =>
        createUserWithPassword(auth, user),
      ),
    );
    if (!ada || !alice || !bob) throw new Error('team users not created');
    const { organizationId } = await makeAdministrator(auth, db, {
      userId: ada.userId,
      organizationName: TEAM_ORGANIZATION_NAME,
    });
    for (const member of [alice, bob]) {
      await auth.api.addMember({ body: { userId: member.userId, organizationId, role: 'member' } });
    }
    return filing.serff_tracking_number;
  } finally {
    await db.close();
  }
}
