/**
 * Type tests (checked by `tsc` under `strict`): every component that takes a GIF takes the
 * API's own JSON as a client generated from gifkit's contracts types it (`ApiGif`), as well
 * as the normalized `Gif`, with no cast; its callbacks and render props hand back a `Gif`.
 * Written as an app would, against the package's entry points.
 */
import { type ApiGif, type Gif, imageSrcSet, type PublicApi, type TransportClient } from 'gifkit';
import { Carousel, Embed, Grid, Tile, tileAttribution, useTile, Video } from 'gifkit/headless';
import * as Styled from 'gifkit/styled';
import { Embed as StyledEmbed } from 'gifkit/styled/embed';
import { expectTypeOf } from 'vitest';

type SearchAnswer = PublicApi.paths['/v1/{type}/search']['get']['responses'][200]['content']['application/json'];
declare const answer: SearchAnswer;
declare const transport: TransportClient<'public'>;
declare const normalized: Gif;

const wire = answer.data[0]!;
expectTypeOf(wire).toEqualTypeOf<ApiGif>();

/** A page of the generated client's answers, as the lists take it: the wire envelope as it is. */
const search = async (offset: number, signal: AbortSignal) => {
  const { data } = await transport.GET('/v1/{type}/search', {
    params: { path: { type: 'gifs' }, query: { q: 'cats', offset } },
    signal,
  });
  return data!;
};

export const headless = (
  <>
    <Tile
      gif={wire}
      width={200}
      attribution={tileAttribution}
      srcSet={imageSrcSet}
      onClick={(gif) => expectTypeOf(gif).toEqualTypeOf<Gif>()}
    />
    <Tile gif={normalized} width={200} onClick={(gif) => expectTypeOf(gif).toEqualTypeOf<Gif>()} />
    <Tile gif={wire} width={200}>
      {(tile) => {
        expectTypeOf(tile.gif).toEqualTypeOf<Gif>();
        return null;
      }}
    </Tile>
    <Grid
      source={search}
      renderItem={(gif, box, getItemProps) => {
        expectTypeOf(gif).toExtend<ApiGif>(); // the list holds your items as given
        return <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />;
      }}
    />
    <Carousel
      source={search}
      gifHeight={100}
      tileOptions={{ onClick: (gif) => expectTypeOf(gif).toEqualTypeOf<Gif>() }}
    />
    <Video gif={wire} width={320} />
    <Embed gif={wire}>{(embed) => embed.alt}</Embed>
  </>
);

export const styled = (
  <>
    <Styled.Tile gif={wire} width={200} onClick={(gif) => expectTypeOf(gif).toEqualTypeOf<Gif>()} />
    <Styled.Grid source={search} tileOptions={{ onClick: (gif) => expectTypeOf(gif).toEqualTypeOf<Gif>() }} />
    <Styled.Grid items={answer.data} source={search} />
    <Styled.Carousel source={search} gifHeight={100} />
    <Styled.Video gif={wire} />
    <StyledEmbed gif={wire} />
  </>
);

export function OwnTile({ gif }: { gif: ApiGif }) {
  const tile = useTile({ gif, width: 200 });
  expectTypeOf(tile.gif).toEqualTypeOf<Gif>();
  return <a {...tile.getRootProps()}>{tile.gif.id}</a>;
}
