/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The Markdown file, relative to the repository root. */
  file: string;
  /** 1-based position among the file's fenced blocks. */
  index: number;
  lang: string;
  /** Markdown line (1-based) of the block's first code line. */
  line: number;
  code: string;
}

/** A compiler problem at its Markdown position. */
export interface BlockProblem {
  file: string;
  line: number;
  column: number;
  /** e.g. `block 3 (tsx, line 4): TS2304 Cannot find name 'client'.` */
  message: string;
}

export function docFiles(root: string): string[];
export function extractBlocks(markdown: string, file: string): CodeBlock[];
export function checkBlocks(blocks: CodeBlock[], root: string): BlockProblem[];
export function formatProblems(problems: BlockProblem[]): string;
export function allBlocks(root: string): CodeBlock[];
