/**
 * gifkit/hooks: React Query hooks over the SDK (GiphyProvider, query-key and options
 * factories, infinite queries, platform mutations). The hooks land with the hooks issue;
 * until then this entry point exports nothing.
 */
export {};
