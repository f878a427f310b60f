/** The Worker module's source: the handler and the picker page, bundled. */
export function buildWorker(): Promise<string>;
