/**
 * `@core/drag`: what every sortable list shares. An entry point of its own, not part of `@core`, so
 * the pages that do not drag (the sign-in page first) carry no drag-and-drop.
 */
export { useSortableSensors } from './sortable-sensors';
