import { useEffect, useState } from 'react';
import type { AssessmentFormDefinition } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { loadResult, type CompleteAnswer } from './assessment-api';

/** GET completo/{id} whenever the result step shows (and again after finishing). */
export function useResult<R>(form: AssessmentFormDefinition, id: number | null, version: number) {
  const { http } = useShell();
  const [answer, setAnswer] = useState<CompleteAnswer<R> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === null) return;
    let alive = true;
    setLoading(true);
    loadResult<R>(http, form, id)
      .then((data) => alive && setAnswer(data))
      .catch((error: unknown) => console.error('loading the result failed', error))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [http, form, id, version]);
  return { answer, loading };
}
