/**
 * Calls that scan or aggregate many filings (or build files from them): a user may run only a
 * few of these at once (ConcurrencyGates), so that one user's burst cannot hold the database away
 * from everyone else's cheap calls. Named as "package.Service/Method"; a whole service as
 * "package.Service/*".
 */
export const EXPENSIVE_PROCEDURES: ReadonlySet<string> = new Set([
  'ratefiling.v1.SearchService/*',
  'ratefiling.v1.AnalyticsService/*',
  'ratefiling.v1.QueryService/CustomQuery',
  'ratefiling.v1.IntelligenceService/GetObjectionSummary',
  'ratefiling.v1.IntelligenceService/CreateIntelligenceBrief',
  'ratefiling.v1.IntelligenceService/CreateDiff',
  'ratefiling.v1.DocumentService/GetZipOfPdfs',
  'ratefiling.v1.FilingService/GetProductUpdates',
]);

export function isExpensiveProcedure(procedure: string): boolean {
  const service = procedure.slice(0, procedure.indexOf('/'));
  return EXPENSIVE_PROCEDURES.has(procedure) || EXPENSIVE_PROCEDURES.has(`${service}/*`);
}
