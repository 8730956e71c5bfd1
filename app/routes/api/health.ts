import { createFileRoute } from '@tanstack/react-router';
import { getHealth } from '../../../server/health/get-health.ts';

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () =>
        Response.json(await getHealth(), { headers: { 'cache-control': 'no-store' } }),
    },
  },
});
