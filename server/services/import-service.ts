import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { ImportService } from '#gen/ratefiling/v1/import_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { correctExtractedValue } from '#server/domain/extracted-values/correct-extracted-value.ts';
import { listExtractedValues } from '#server/domain/extracted-values/list-extracted-values.ts';
import { filingExists } from '#server/domain/filings/filing-exists.ts';
import { trackingNumberSchema } from '#server/domain/filings/tracking-number-schema.ts';
import { callerOf } from '#server/rpc/caller-of.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiExtractedValue } from './import-service-mapping.ts';

export type ImportServiceDeps = { getDatabase: () => Promise<Database> };

const listSchema = z.object({ serffTrackingNumber: trackingNumberSchema });
const correctSchema = z.object({
  serffTrackingNumber: trackingNumberSchema,
  fieldPath: z.string().trim().min(1, 'A field path is required').max(1000),
  value: z.string().max(2000, 'At most 2,000 characters'),
});

/**
 * ImportService: the values extracted from imported filing PDFs with their citations, and their
 * corrections. Any signed-in caller may correct (the auth interceptor refuses anyone else): an
 * imported filing is shared data that no organization owns (ADR 027).
 */
export function createImportService(deps: ImportServiceDeps): RpcServiceRegistration {
  return defineRpcService(ImportService, {
    async listExtractedValues(request, context) {
      callerOf(context);
      const { serffTrackingNumber } = listSchema.parse(request);
      const db = await deps.getDatabase();
      const values = await listExtractedValues(db, serffTrackingNumber);
      if (values.length === 0 && !(await filingExists(db, serffTrackingNumber)))
        throw createRpcError(Code.NotFound, `No filing ${serffTrackingNumber}`, {
          field: 'serff_tracking_number',
          reason: 'NOT_FOUND',
        });
      return { values: values.map(toApiExtractedValue) };
    },

    async correctExtractedValue(request, context) {
      const auth = callerOf(context);
      const input = correctSchema.parse(request);
      const result = await correctExtractedValue(await deps.getDatabase(), auth.userId, input);
      if (result.ok) return { value: toApiExtractedValue(result.value) };
      if (result.reason === 'not-found')
        throw createRpcError(
          Code.NotFound,
          `No extracted value ${input.fieldPath.slice(0, 200)} in ${input.serffTrackingNumber}`,
          { field: 'field_path', reason: 'NOT_FOUND' },
        );
      if (result.reason === 'not-correctable')
        throw createRpcError(
          Code.InvalidArgument,
          'This value names a row (a company, a factor or a level): re-import the PDF to change it.',
          { field: 'field_path', reason: 'NOT_CORRECTABLE' },
        );
      throw createRpcError(Code.InvalidArgument, result.message, {
        field: 'value',
        reason: 'INVALID_VALUE',
      });
    },
  });
}
