export { DraftApi, type DraftDetail, type DraftSummary, HttpDraftApi } from './draft-api';
export { DraftList, type DraftListProps, draftStepText } from './draft-list';
export { DraftTag, draftDetailQuery, draftPageQuery } from './draft-queries';
export { DraftSaveStatus, savedAtText } from './draft-save-status';
export { StepForm } from './step-form';
export { DRAFT_PARAM, type FormStep, type StepFormProps } from './step-form-types';
export { type AutosaveOptions, type SaveAttempt, type SaveState, useAutosave } from './use-autosave';
