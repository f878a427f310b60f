/** The styled clip player (short name `Root` for `import * as Video`). */
export { Video as Root, Video, type VideoProps } from './Video';
