import { RecordHistory } from '@dpohub/shared-ui';

/** The assessment's own history of the audit trail (issue 31). */
export default function AssessmentAuditHistory({
  recordId,
  refresh,
}: {
  recordId: number;
  refresh: unknown;
}) {
  return <RecordHistory recordType="assessment" recordId={recordId} refresh={refresh} />;
}
