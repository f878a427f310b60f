/** Building blocks shared by every headless component. */
export { tracked } from './composeHandlers';
export type { DataAttributes, ElementProps, UserProps, WithRef } from './getterProps';
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
export type { ControlledReducerOptions } from './useControlledReducer';
export {
  type ControlledReducer,
  useControlledReducer,
} from './useControlledReducer';
