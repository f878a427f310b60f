/**
 * gifkit/styled/embed: the single-clip embed player skin. A separate entry point because its
 * share dialog (loaded only when opened) is drawn with Radix: install the optional peer
 * `radix-ui` to use it; gifkit/styled never reaches Radix. Its stylesheet is in
 * `gifkit/styled.css`.
 */
export { Embed, type EmbedProps } from './embed/Embed';
