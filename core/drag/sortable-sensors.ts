import {
  KeyboardSensor,
  type KeyboardSensorOptions,
  PointerSensor,
  type SensorDescriptor,
  type SensorOptions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';

const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

/**
 * The sensors of every sortable list in the console: a pointer drag starts after 5 px (so a click on
 * the item stays a click), and the keyboard moves the focused handle with the arrows. Imported by its
 * path, not through `@core`, so drag-and-drop stays out of the pages that do not drag.
 */
export function useSortableSensors(
  keyboardCodes?: KeyboardSensorOptions['keyboardCodes'],
): SensorDescriptor<SensorOptions>[] {
  // The same options from one render to the next: dnd-kit rebuilds its listeners when they change.
  const keyboardOptions = useMemo(
    () => ({ coordinateGetter: sortableKeyboardCoordinates, ...(keyboardCodes ? { keyboardCodes } : {}) }),
    [keyboardCodes],
  );
  return useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));
}
