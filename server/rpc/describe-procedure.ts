import type { DescMethod, DescService } from '@bufbuild/protobuf';

/** The procedure name used in logs: "ratefiling.v1.FilingService/ListFilings". */
export function describeProcedure(service: DescService, method: DescMethod): string {
  return `${service.typeName}/${method.name}`;
}
