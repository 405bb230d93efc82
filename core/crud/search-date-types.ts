/** What the search form hands a date field's control (kept apart so the pickers load lazily). */
export interface SearchDateControlProps {
  'aria-label': string;
  range: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
}
