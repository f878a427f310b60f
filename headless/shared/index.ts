/** Building blocks shared by every headless component. */
export type { DataAttributes, ElementProps, PropGetter, UserProps } from './getterProps';
export {
  MediaPreference,
  type MediaPreferenceProps,
  type MediaSettings,
  useMediaCapabilities,
} from './mediaPreference';
export type {
  ListMessages,
  Messages,
  SearchMessages,
  VideoMessages,
} from './messages';
export { MotionPreference } from './motion';
