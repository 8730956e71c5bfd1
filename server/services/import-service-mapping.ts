import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  type ExtractedValue as ApiExtractedValue,
  ExtractedValueSchema,
} from '#gen/ratefiling/v1/import_service_pb.ts';
import { correctionTarget } from '#server/domain/extracted-values/correction-target.ts';
import {
  type ExtractedValue,
  LOW_CONFIDENCE,
} from '#server/domain/extracted-values/extracted-value.ts';

/** An extracted value as the api sends it. */
export function toApiExtractedValue(v: ExtractedValue): ApiExtractedValue {
  return create(ExtractedValueSchema, {
    fieldPath: v.fieldPath,
    value: v.value,
    page: v.page,
    box: v.box,
    confidence: v.confidence,
    lowConfidence: v.confidence < LOW_CONFIDENCE,
    corrected: v.correction !== null,
    correctedValue: v.correction?.value ?? '',
    correctedBy: v.correction?.by ?? '',
    correctedByName: v.correction?.byName ?? '',
    ...(v.correction ? { correctedAt: timestampFromDate(v.correction.at) } : {}),
    correctable: correctionTarget(v.fieldPath) !== null,
  });
}
