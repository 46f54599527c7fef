import { demandBadge } from '@dpohub/domain';
import type { DemandStatus, StatusView } from '@dpohub/domain';
import { StatusTag } from '@dpohub/shared-ui';

export interface DemandStatusBadgeProps {
  demand: { status: DemandStatus; archived?: boolean | null };
  /** 'client' names CANCELAMENTO 'Cancelamento Solicitado' (spec 2 section 4). */
  view?: StatusView;
}

/** The coloured status of a demand; an archived one shows 'Arquivada' in grey. */
export function DemandStatusBadge({ demand, view = 'staff' }: DemandStatusBadgeProps) {
  const { label, colour } = demandBadge(demand, view);
  return <StatusTag label={label} variant={colour} />;
}
