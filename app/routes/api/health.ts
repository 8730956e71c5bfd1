import { createFileRoute } from '@tanstack/react-router';
import { respondWithHealth } from '#server/health/health-response.ts';

// Liveness with substance: the database answers `select 1` (200) or not (503, with the reason).
export const Route = createFileRoute('/api/health')({
  server: { handlers: { GET: () => respondWithHealth() } },
});
