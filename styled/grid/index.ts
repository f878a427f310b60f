/** The styled grid (short name `Root` for `import * as Grid`). */
export { Grid, Grid as Root, type GridProps, type GridTileOptions } from './Grid';
