// Task "embed-facade": a host page's lightweight embed: poster + play button, the iframe loaded
// on click, with the origin-checked controller attached once it is there.
import { createEmbedController, mountEmbedFacade } from 'gifkit';

const container = document.getElementById('gif') as HTMLElement;
mountEmbedFacade(container, {
  src: 'https://giphy.com/embed/abc?origin=https%3A%2F%2Fexample.com',
  poster: 'https://media.giphy.com/media/abc/giphy_s.gif',
  title: 'Cats',
  width: 480,
  height: 270,
  onLoad: (iframe) => createEmbedController(iframe).play(),
});
