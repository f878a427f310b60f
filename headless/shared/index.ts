/** Building blocks shared by every headless component. */
export { tracked } from './composeHandlers';
export type { DataAttributes, ElementProps, UserProps, WithRef } from './getterProps';
export { LiveRegion, visuallyHidden } from './LiveRegion';
export { MediaPreference, type MediaPreferenceProps, useMediaCapabilities, useMediaFormat } from './mediaPreference';
export {
  defaultMessages,
  type ListMessages,
  listMessages,
  type Messages,
  resolveListMessages,
  resolveMessages,
  resolveSearchMessages,
  type SearchMessages,
  searchMessages,
  type VideoMessages,
  videoMessages,
} from './messages';
export { MotionPreference, useReducedMotion } from './motion';
export { type ControllableStateOptions, useControllableState } from './useControllableState';
export {
  type ControlledReducer,
  type ControlledReducerOptions,
  type FieldCallbacks,
  useControlledReducer,
} from './useControlledReducer';
export { useElementWidth } from './useElementWidth';
