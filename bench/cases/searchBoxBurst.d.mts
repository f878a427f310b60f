/** Types of the parts of bench/cases/searchBoxBurst.mjs that tests use. */
export interface BurstLog {
  /** Requests the page made, with the time each was sent. */
  requests: { url: string; at: number }[];
  /** Answers that reached the screen: the term index they answer (99 for trending) and when. */
  applied: { index: number; at: number }[];
  /** When each key was pressed. */
  keystrokes: number[];
  /** The term indexes on screen at the end. */
  final: number[];
  input: string;
}
export interface BurstVerdict {
  sent: number;
  other: number;
  otherPaths: string[];
  stale: number;
  staleTerms: string[];
  wrongFinal: 0 | 1;
  resultsMs: number;
  keystrokeGapsMs: number[];
  input: string;
}
export function judge(seen: BurstLog, terms: string[]): BurstVerdict;
export function tagAnswer(text: string, index: number, origin: string): string;
