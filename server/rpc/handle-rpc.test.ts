import { describe, expect, it } from 'vitest';
import { handleRpc } from './handle-rpc.ts';

describe('handleRpc', () => {
  it('answers an unknown procedure with 404 and a Connect error of code unimplemented', async () => {
    const response = await handleRpc(
      new Request('http://localhost/rpc/ratefiling.v1.NoSuchService/Nothing', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'unimplemented' });
  });
});
