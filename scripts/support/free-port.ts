import { createServer, type Server } from 'node:net';

function listenOnAnyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/**
 * Asks the OS for `count` distinct free TCP ports on the loopback interface. The ports are held
 * until all are known: asked one after another, each closed before the next is asked for, the OS
 * can hand out the same port twice (an e2e run once gave the api and the web tier one port).
 */
export async function getFreePorts(count: number): Promise<number[]> {
  const held: { server: Server; port: number }[] = [];
  try {
    for (let k = 0; k < count; k++) held.push(await listenOnAnyPort());
    return held.map((h) => h.port);
  } finally {
    await Promise.all(
      held.map((h) => new Promise<void>((resolve) => h.server.close(() => resolve()))),
    );
  }
}

/** Asks the OS for a free TCP port on the loopback interface. */
export async function getFreePort(): Promise<number> {
  const [port] = await getFreePorts(1);
  if (port === undefined) throw new Error('no free port');
  return port;
}
