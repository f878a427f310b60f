/**
 * gifkit/headless: state hooks and render-prop components (grid, carousel, tile, video,
 * embed, search) with no CSS. The components land with the headless issue; until then this
 * entry point exports nothing.
 */
export {};
