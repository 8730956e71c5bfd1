import { createFileRoute } from '@tanstack/react-router';
import { handleRpc } from '#server/rpc/handle-rpc.ts';

// The Connect api, mounted in the web process: /rpc/{package.Service}/{Method}, any HTTP method
// (Connect uses POST, and GET for methods without side effects).
export const Route = createFileRoute('/rpc/$')({
  server: {
    handlers: {
      ANY: async ({ request }) => handleRpc(request),
    },
  },
});
