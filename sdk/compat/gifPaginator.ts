/**
 * @giphy/js-fetch-api's `gifPaginator`, over gifkit's paginator: each call fetches the next
 * page (offset = count + offset), de-duplicates by id, and once `total_count` is reached
 * returns the list without a request. Passing `externalGifs` replaces the list.
 */
import { createPaginator } from '../client/paginator';
import type { GifsResult, IGif } from './types';

/** Returns `(externalGifs?) => Promise<IGif[]>`: each call the whole list so far, one page longer. */
export function gifPaginator(fetchGifs: (offset: number) => Promise<GifsResult>, initialGifs: IGif[] = []) {
  const paginator = createPaginator(fetchGifs, initialGifs);
  return async (externalGifs?: IGif[]): Promise<IGif[]> => {
    if (externalGifs) paginator.replace(externalGifs);
    const { items } = await paginator.next();
    return [...items];
  };
}
