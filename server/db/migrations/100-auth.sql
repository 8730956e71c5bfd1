-- Local sign-in (better-auth 1.7, issue 4): the core tables (user, session, account,
-- verification) and those of the jwt (jwks), organization and twoFactor plugins, plus the rate
-- limiter's table (storage "database", shared by every process). Table names are prefixed with
-- auth_ (see server/auth/auth-model-names.ts); column names are better-auth's own (camelCase,
-- quoted). Generated from better-auth's schema with getMigrations() and then kept by hand: when
-- better-auth's schema changes, add a new numbered migration.

create table "auth_user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null,
  "image" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null,
  "twoFactorEnabled" boolean
);

create table "auth_session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references "auth_user" ("id") on delete cascade,
  "activeOrganizationId" text
);
create index "auth_session_userId_idx" on "auth_session" ("userId");

create table "auth_account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references "auth_user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null
);
create index "auth_account_userId_idx" on "auth_account" ("userId");

create table "auth_verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null
);
create index "auth_verification_identifier_idx" on "auth_verification" ("identifier");

-- Signing keys of the api tokens; the private key is encrypted with AUTH_SECRET.
create table "auth_jwks" (
  "id" text not null primary key,
  "publicKey" text not null,
  "privateKey" text not null,
  "createdAt" timestamptz not null,
  "expiresAt" timestamptz,
  "alg" text,
  "crv" text
);

create table "auth_organization" (
  "id" text not null primary key,
  "name" text not null,
  "slug" text not null unique,
  "logo" text,
  "createdAt" timestamptz not null,
  "metadata" text
);

create table "auth_member" (
  "id" text not null primary key,
  "organizationId" text not null references "auth_organization" ("id") on delete cascade,
  "userId" text not null references "auth_user" ("id") on delete cascade,
  "role" text not null,
  "createdAt" timestamptz not null
);
create index "auth_member_organizationId_idx" on "auth_member" ("organizationId");
create index "auth_member_userId_idx" on "auth_member" ("userId");

create table "auth_invitation" (
  "id" text not null primary key,
  "organizationId" text not null references "auth_organization" ("id") on delete cascade,
  "email" text not null,
  "role" text,
  "status" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz default current_timestamp not null,
  "inviterId" text not null references "auth_user" ("id") on delete cascade
);
create index "auth_invitation_organizationId_idx" on "auth_invitation" ("organizationId");
create index "auth_invitation_email_idx" on "auth_invitation" ("email");

create table "auth_two_factor" (
  "id" text not null primary key,
  "secret" text not null,
  "backupCodes" text not null,
  "userId" text not null references "auth_user" ("id") on delete cascade,
  "verified" boolean,
  "failedVerificationCount" integer,
  "lockedUntil" timestamptz
);
create index "auth_two_factor_secret_idx" on "auth_two_factor" ("secret");
create index "auth_two_factor_userId_idx" on "auth_two_factor" ("userId");

-- better-auth's rate limiter (sign-in, reset requests, ...): one row per client address + path.
create table "auth_rate_limit" (
  "id" text not null primary key,
  "key" text not null unique,
  "count" integer not null,
  "lastRequest" bigint not null
);

-- Ours: when each factor was last verified in a session, for the re-verification levels.
create table auth_session_factor (
  session_id text primary key references "auth_session" ("id") on delete cascade,
  first_factor_at timestamptz,
  second_factor_at timestamptz
);
