/**
 * gifkit/compat: a drop-in for @giphy/js-fetch-api (`GiphyFetch`) and the GIF helpers of
 * @giphy/js-util, built on gifkit's client. It lands with the SDK issue; until then this
 * entry point exports nothing.
 */
export {};
