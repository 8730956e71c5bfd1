import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService } from '#server/rpc/define-rpc-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';

const trackingNumberSchema = z.object({
  serffTrackingNumber: z.string().regex(/^[A-Z]{4}-G?\d{9}$/, 'Not a SERFF tracking number'),
});

// A test-only implementation of two methods of a real generated service.
const tinyFilingService = defineRpcService(FilingService, {
  async filingExists(request) {
    if (request.serffTrackingNumber === 'BOOM') throw new Error('socket hang up');
    const { serffTrackingNumber } = trackingNumberSchema.parse(request);
    return { exists: serffTrackingNumber === 'SFMA-134393024' };
  },
  async getWholeFiling(request) {
    throw createRpcError(Code.NotFound, `No filing ${request.serffTrackingNumber}`, {
      field: 'serff_tracking_number',
      reason: 'FILING_NOT_FOUND',
    });
  },
});

function createCapturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { lines, logger };
}

function createTestClient(options: Parameters<typeof createTestTransport>[1] = {}) {
  return createClient(
    FilingService,
    createTestTransport([tinyFilingService], { userId: 'user-1', ...options }),
  );
}

async function callError(call: Promise<unknown>): Promise<ConnectError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ConnectError)) throw new Error('expected a ConnectError');
  return error;
}

describe('createTestTransport', () => {
  it('calls the service in memory', async () => {
    const client = createTestClient();
    expect((await client.filingExists({ serffTrackingNumber: 'SFMA-134393024' })).exists).toBe(
      true,
    );
    expect((await client.filingExists({ serffTrackingNumber: 'ALSE-134016536' })).exists).toBe(
      false,
    );
  });

  it('answers unimplemented for a method the service lacks', async () => {
    const error = await callError(createTestClient().getFiling({}));
    expect(error.code).toBe(Code.Unimplemented);
  });

  it('maps a plain Error to internal with a safe message', async () => {
    const { lines, logger } = createCapturingLogger();
    const error = await callError(
      createTestClient({ logger }).filingExists({ serffTrackingNumber: 'BOOM' }),
    );
    expect(error.code).toBe(Code.Internal);
    expect(error.rawMessage).not.toContain('socket');
    const reference = /reference ([0-9a-f]{8})/.exec(error.rawMessage)?.[1];
    const logged = lines.find((line) => line.msg === 'unexpected error in rpc');
    expect(logged).toMatchObject({ level: 50, reference });
    expect(logged?.err).toMatchObject({ message: 'socket hang up', stack: expect.any(String) });
  });

  it('maps a ZodError to invalid_argument with the first issue as ErrorDetail', async () => {
    const error = await callError(createTestClient().filingExists({ serffTrackingNumber: 'x' }));
    expect(error.code).toBe(Code.InvalidArgument);
    expect(errorDisplayMessage(error)).toBe('Not a SERFF tracking number');
  });

  it('passes ConnectErrors through with their details', async () => {
    const error = await callError(
      createTestClient().getWholeFiling({ serffTrackingNumber: 'SFMA-000000001' }),
    );
    expect(error.code).toBe(Code.NotFound);
    expect(errorDisplayMessage(error)).toBe('No filing SFMA-000000001');
  });

  it('logs one line per call with procedure, code, duration and user id', async () => {
    const { lines, logger } = createCapturingLogger();
    const client = createTestClient({ logger, userId: 'user-42' });
    await client.filingExists({ serffTrackingNumber: 'SFMA-134393024' });
    await callError(client.getWholeFiling({ serffTrackingNumber: 'SFMA-000000001' }));
    const rpcLines = lines.filter((line) => line.msg === 'rpc');
    expect(rpcLines).toEqual([
      expect.objectContaining({
        level: 30,
        procedure: 'ratefiling.v1.FilingService/FilingExists',
        code: 'ok',
        durationMs: expect.any(Number),
        userId: 'user-42',
      }),
      expect.objectContaining({
        level: 30,
        procedure: 'ratefiling.v1.FilingService/GetWholeFiling',
        code: 'not_found',
        userId: 'user-42',
      }),
    ]);
  });

  it('logs server faults at level error with code internal', async () => {
    const { lines, logger } = createCapturingLogger();
    await callError(createTestClient({ logger }).filingExists({ serffTrackingNumber: 'BOOM' }));
    const rpcLine = lines.find((line) => line.msg === 'rpc');
    expect(rpcLine).toMatchObject({ level: 50, code: 'internal', userId: 'user-1' });
  });

  it('refuses a call without a user at the auth interceptor, before the service', async () => {
    const { lines, logger } = createCapturingLogger();
    const anonymous = createClient(
      FilingService,
      createTestTransport([tinyFilingService], { logger }),
    );
    const error = await callError(anonymous.filingExists({ serffTrackingNumber: 'BOOM' }));
    expect(error.code).toBe(Code.Unauthenticated);
    expect(lines.find((line) => line.msg === 'rpc')).not.toHaveProperty('userId');
  });
});
