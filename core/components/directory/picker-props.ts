import type { CSSProperties } from 'react';

/** What both pickers take from their Form.Item (or their page): one uniqueId, several when `multiple`. */
export interface PickerControlProps {
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Its width in a search bar. */
  style?: CSSProperties;
  multiple?: boolean;
}
