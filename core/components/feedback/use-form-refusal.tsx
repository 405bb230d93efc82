import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../services/api-error';

/**
 * A form's refusal by the server, shown above the form while what was typed stays: `refuse(error,
 * fallback)` shows the reason and brings it into view, `clear()` hides it, `alert` is where it shows.
 */
export function useFormRefusal() {
  const [refusal, setRefusal] = useState<string>();
  const anchor = useRef<HTMLDivElement>(null);
  return {
    refuse(error: unknown, fallback: string): void {
      setRefusal(errorMessage(error, fallback));
      // jsdom has no scrolling.
      requestAnimationFrame(() => anchor.current?.scrollIntoView?.({ block: 'nearest' }));
    },
    clear: () => setRefusal(undefined),
    alert: (
      <div ref={anchor}>
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refusal}
            closable={{ onClose: () => setRefusal(undefined) }}
            style={{ marginBottom: 16 }}
          />
        )}
      </div>
    ),
  };
}
