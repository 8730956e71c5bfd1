import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';
import type { FactorTimes } from './check-reverification.ts';

const factorRowSchema = z.object({
  first_factor_at: z.coerce.date().nullable(),
  second_factor_at: z.coerce.date().nullable(),
  two_factor_enabled: z.boolean().nullable(),
});

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/**
 * A new session was just created by a sign-in: its first factor is fresh, and so is the second
 * when the user has one (such users only get a session after their code was checked).
 */
export async function recordSessionFactors(
  db: Database,
  session: { id: string; userId: string },
): Promise<void> {
  await db.query(
    `insert into auth_session_factor (session_id, first_factor_at, second_factor_at)
     select $1, now(), case when coalesce(u."twoFactorEnabled", false) then now() end
     from ${AUTH_TABLES.user} u where u.id = $2
     on conflict (session_id) do nothing`,
    [session.id, session.userId],
  );
}

/** The user proved a factor again (password, or TOTP / backup code) in this session. */
export async function markFactorVerified(
  db: Database,
  sessionId: string,
  factor: 'first' | 'second',
): Promise<void> {
  const column = factor === 'first' ? 'first_factor_at' : 'second_factor_at';
  await db.query(
    `insert into auth_session_factor (session_id, ${column}) values ($1, now())
     on conflict (session_id) do update set ${column} = now()`,
    [sessionId],
  );
}

/** When the session's factors were last verified; the second is null when the user has none. */
export async function readSessionFactors(
  db: Database,
  session: { id: string; userId: string },
): Promise<FactorTimes> {
  const rows = await db.query<unknown>(
    `select f.first_factor_at, f.second_factor_at, u."twoFactorEnabled" as two_factor_enabled
     from ${AUTH_TABLES.user} u
     left join auth_session_factor f on f.session_id = $1
     where u.id = $2`,
    [session.id, session.userId],
  );
  const row = rows[0] ? factorRowSchema.parse(rows[0]) : undefined;
  if (!row) return { firstFactorVerifiedAt: null, secondFactorVerifiedAt: null };
  const hasSecond = row.two_factor_enabled === true;
  return {
    firstFactorVerifiedAt: toSeconds(row.first_factor_at),
    // Enabled but never checked in this session: stale, so a sensitive action asks for a code.
    secondFactorVerifiedAt: hasSecond ? (toSeconds(row.second_factor_at) ?? 0) : null,
  };
}
