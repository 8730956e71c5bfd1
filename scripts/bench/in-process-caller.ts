import {
  type DescMethod,
  type DescMethodUnary,
  type DescService,
  fromJson,
  type JsonObject,
  toJson,
} from '@bufbuild/protobuf';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { QueryService } from '#gen/ratefiling/v1/query_service_pb.ts';
import { SearchService } from '#gen/ratefiling/v1/search_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { createAnalyticsService } from '#server/services/analytics-service.ts';
import { createFilingService } from '#server/services/filing-service.ts';
import { createQueryService } from '#server/services/query-service.ts';
import { createSearchService } from '#server/services/search-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import type { RpcServiceName } from './api-workloads.ts';
import { errorInResponse } from './error-in-response.ts';

const SERVICES: Record<RpcServiceName, DescService> = {
  FilingService,
  AnalyticsService,
  SearchService,
  QueryService,
};

const isUnary = (method: DescMethod): method is DescMethodUnary => method.methodKind === 'unary';

/** The unary method `service/method` of the api, e.g. FilingService / ListFilings. */
export function unaryMethod(service: RpcServiceName, name: string): DescMethodUnary {
  const method = SERVICES[service].methods.find((m) => m.name === name);
  if (!method || !isUnary(method)) throw new Error(`No unary ${service}/${name}`);
  return method;
}

/** The HTTP path of a method on the app, e.g. /rpc/ratefiling.v1.FilingService/ListFilings. */
export function rpcPath(service: RpcServiceName, name: string): string {
  return `/rpc/${SERVICES[service].typeName}/${name}`;
}

export type InProcessCall = (
  service: RpcServiceName,
  method: string,
  request: JsonObject,
) => Promise<void>;

/**
 * Calls the api's own services in this process (the router with its interceptors, as a signed-in
 * user) over `db`: the same validation, domain code and SQL as over HTTP, without the network.
 * Throws when the call fails or a custom query answers with an error message.
 */
export function createInProcessCaller(db: Database): InProcessCall {
  const getDatabase = async () => db;
  const transport = createTestTransport(
    [
      // The floor records the SQL a list, count or aggregate costs: no in-memory store (ADR 030,
      // 034), whose background load would also be recorded among the call's statements.
      createFilingService({ getDatabase, analyticsStore: 'off' }),
      createAnalyticsService({ getDatabase, analyticsStore: 'off' }),
      createSearchService({ getDatabase }),
      createQueryService({ getDatabase, getLlmConfig: () => undefined }),
    ],
    { userId: 'bench-floor' },
  );
  return async (service, name, request) => {
    const method = unaryMethod(service, name);
    const response = await transport.unary(
      method,
      undefined,
      undefined,
      undefined,
      fromJson(method.input, request),
    );
    const error = errorInResponse(toJson(method.output, response.message));
    if (error) throw new Error(`${service}/${name}: ${error}`);
  };
}
