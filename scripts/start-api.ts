/**
 * `npm run start:api`: the api alone on PORT (Connect, sign-in, session gateway, exports,
 * health), migrating and seeding its database as `npm start` does. Pair it with
 * `npm run start:web` (README, "Running web and api separately").
 */
import '#server/api-main.ts';
