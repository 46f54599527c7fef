import type { Lawyer, ServiceType } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { fetchActiveLawyers, fetchCurrentPrice, fetchServiceTypes } from '../common/reference-api';

/** Service types and active lawyers of the staff form's selects. */
export function useStaffFormOptions() {
  const { http } = useShell();
  const [serviceTypes, setServiceTypes] = useState<ServiceType[]>([]);
  const [lawyers, setLawyers] = useState<Lawyer[]>([]);

  useEffect(() => {
    fetchServiceTypes(http)
      .then(setServiceTypes)
      .catch((error: unknown) => console.error('GET /service-type failed', error));
    fetchActiveLawyers(http)
      .then(setLawyers)
      .catch((error: unknown) => console.error('GET /lawyer failed', error));
  }, [http]);

  return { serviceTypes, lawyers };
}

/**
 * The chosen client's hourly rate in force on `day` (the request day): null when the client has
 * no price then (or none is chosen), undefined while it is being fetched.
 */
export function useClientHourlyRate(
  clientId: number | null,
  day: string,
): number | null | undefined {
  const { http } = useShell();
  const [rate, setRate] = useState<{ clientId: number; valorHora: number | null } | null>(null);

  useEffect(() => {
    if (clientId === null) return;
    let current = true;
    fetchCurrentPrice(http, clientId, day)
      .then(({ valorHora }) => {
        if (current) setRate({ clientId, valorHora });
      })
      .catch((error: unknown) => console.error('GET /client-prices-hours/current failed', error));
    return () => {
      current = false;
    };
  }, [http, clientId, day]);

  if (clientId === null) return null;
  return rate !== null && rate.clientId === clientId ? rate.valorHora : undefined;
}
