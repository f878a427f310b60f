/**
 * gifkit/styled: the optional styled skins over gifkit/headless, styled by gifkit/styled.css.
 * The skins land with the styled issue; until then this entry point exports nothing.
 */
export {};
