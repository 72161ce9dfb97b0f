import { useCallback, useEffect, useRef, useState } from 'react';
import { CONCEPT_NAME_CHECK_DEBOUNCE_MS } from '@shared/constants';
import { conceptNameError } from '@shared/domain/concepts';
import { conceptNameExists } from '../../api/check-concept-name';

/**
 * The name's existence check (000 5): debounced while typing, and run at once by Next. The draft being edited keeps
 * its own name (excludeId). Only a name that passes the local rules is sent.
 */
export function useNameCheck(partnerId: string | null, name: string, excludeId: string | null) {
  const [taken, setTaken] = useState<{ name: string; taken: boolean } | null>(null);
  const seq = useRef(0);

  const check = useCallback(
    async (value: string): Promise<boolean> => {
      if (!partnerId || conceptNameError(value)) return false;
      const mine = ++seq.current;
      const exists = await conceptNameExists(partnerId, value.trim(), excludeId);
      if (mine === seq.current) setTaken({ name: value, taken: exists });
      return exists;
    },
    [partnerId, excludeId],
  );

  useEffect(() => {
    const timer = setTimeout(() => void check(name).catch(() => undefined), CONCEPT_NAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name, check]);

  return { taken: taken?.name === name && taken.taken, checkNow: () => check(name) };
}
