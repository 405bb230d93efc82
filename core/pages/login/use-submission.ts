import { useCallback, useState } from 'react';
import { prepareFormStatus } from './form-status';
import { messageOf } from './login-rules';

/** The state of one form's submit: whether it runs, and the refusal to show inline (values stay). */
export function useSubmission(fallback: string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setError(undefined);
      setSubmitting(true);
      prepareFormStatus();
      try {
        await action();
      } catch (failure) {
        setError(messageOf(failure, fallback));
      } finally {
        setSubmitting(false);
      }
    },
    [fallback],
  );
  return { submitting, error, setError, run };
}
