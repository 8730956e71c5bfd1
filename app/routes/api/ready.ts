import { createFileRoute } from '@tanstack/react-router';
import { respondWithReadiness } from '#server/health/health-response.ts';

// Readiness for load balancers: 503 until the server has migrated the database, 200 afterwards.
export const Route = createFileRoute('/api/ready')({
  server: { handlers: { GET: () => respondWithReadiness() } },
});
