/// <reference types="vite/client" />
/**
 * Test support (not exported by the package): the GIFs of every recorded GIPHY answer
 * (sdk/mock/fixtures, real JSON from the real API), exactly as the API sent them: sizes as
 * text, 0/1 flags. For tests that hand the API's own JSON to the components.
 */
import type { ApiGif } from '../../sdk/normalize/gif';

const answers = import.meta.glob<{ data?: unknown }>('../../sdk/mock/fixtures/*.json', {
  eager: true,
  import: 'default',
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The GIFs of an answer: its `data` (a list or one GIF), or its channels' featured GIFs. */
function gifsIn(answer: { data?: unknown }): ApiGif[] {
  const data = Array.isArray(answer.data) ? answer.data : [answer.data];
  return data.flatMap((item) => {
    if (isObject(item) && isObject(item.images)) return [item as ApiGif];
    return isObject(item) && isObject(item.featured_gif) ? [item.featured_gif as ApiGif] : [];
  });
}

/**
 * `[file name, its GIFs]` for every recorded answer that holds GIFs; `rewrite` maps each answer
 * first (`mockMediaRewriter` in Chromium, for local media).
 */
export function recordedAnswerGifs(rewrite: <T>(answer: T) => T = (answer) => answer) {
  return Object.entries(answers)
    .map(([file, answer]) => [file.replace(/^.*\//, ''), gifsIn(rewrite(answer))] as const)
    .filter(([, gifs]) => gifs.length > 0);
}
