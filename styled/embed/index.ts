/** The styled single-clip embed player. */
export { Embed, type EmbedProps } from './Embed';
