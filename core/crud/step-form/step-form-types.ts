import type { DraftValues } from '@manifests/contracts/draft';
import type { FormInstance } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { FieldPath } from '../../data/refusal-field';
import type { ApiError } from '../../services/api-error';

/** One step of a step form: its title in the bar, and its fields (antd `Form.Item`s of the one form). */
export interface FormStep {
  /** Unique among the steps. */
  key: string;
  title: string;
  /** Under the title in the bar. */
  description?: ReactNode;
  content: ReactNode;
}

export interface StepFormProps<T extends object> {
  /** The card's title: 新建出租合同 (and, as text, the title of a draft `draftTitle` leaves untitled). */
  title: ReactNode;
  /** The draft kind an area declared on the server (`draftKind`): `contract.rentout`. */
  draftKind: string;
  steps: readonly FormStep[];
  /** A new form's first values (a resumed draft brings its own). */
  initialValues?: Partial<T>;
  /**
   * Sends the whole form (every step validated first). Resolving means done: the draft is removed
   * (unless `keepDraft`) and leaving asks nothing; rejecting means refused: the refusal shows on its
   * field, in the step that holds it, or above the form, and what was typed stays.
   */
  onSubmit(values: T, context: { draftUniqueId: string | undefined }): Promise<unknown>;
  /** Keeps the draft after a submit (an area whose submit removes it on the server, in its transaction). */
  keepDraft?: boolean;
  /** The draft's title in the list of drafts (the client's name…); the form's title when it answers nothing. */
  draftTitle?(values: Partial<T>): string | undefined;
  /**
   * The values as the draft keeps them: plain JSON (SchemaForm's values are: dates as `YYYY-MM-DD`).
   * A form holding other objects (dayjs, files) or secrets (an initial password) says how here, and
   * back in `fromDraft`. By default, a JSON copy.
   */
  toDraft?(values: Partial<T>): DraftValues;
  fromDraft?(values: DraftValues): Partial<T>;
  /** The field a refusal concerns when the answer's `data.field` does not say (as FormPage's). */
  fieldOfRefusal?: (error: ApiError) => FieldPath | undefined;
  refusalFallback?: string;
  submitText?: string;
  cancelText?: string;
  /** Shows 取消 (leaving by it does not ask: the member chose to, and the draft is kept). */
  onCancel?: () => void;
  /** Beside the save state in the card's header. */
  extra?: ReactNode;
  form?: FormInstance<T>;
  /** The form's width: 640 by default. */
  width?: CSSProperties['maxWidth'];
  /** The address's parameter naming the draft being edited: `draft` (`?draft=…`). */
  draftParam?: string;
}

/** The address's parameter naming the draft a step form edits, unless the form names another. */
export const DRAFT_PARAM = 'draft';
