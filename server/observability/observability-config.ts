// The configuration moved to server/config (the one place that reads process.env); this re-export
// keeps server/main.ts's import working until its owner points it there.
export {
  getObservabilityConfig,
  type ObservabilityConfig,
  readObservabilityConfig,
} from '#server/config/observability-config.ts';
