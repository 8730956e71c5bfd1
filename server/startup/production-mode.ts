/**
 * Imported first by the production server (server/main.ts), before any library reads it: without
 * NODE_ENV, React and the other externalised packages run their development builds, which made
 * server rendering several times slower. An explicit NODE_ENV (for example `development` while
 * debugging a build) is kept.
 */
process.env.NODE_ENV ||= 'production';
