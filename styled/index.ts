/**
 * gifkit/styled: the optional styled skins over gifkit/headless, styled by gifkit/styled.css.
 * The picker's popover (Radix) is its own entry point: gifkit/styled/popover.
 */
export * from './picker/index';
