import type { HttpClient } from '@dpohub/shared-ui';
import { ASSESSMENT_API_BASE, type AssessmentFormDefinition } from '@dpohub/domain';
import type {
  AskedQuestion,
  AssessmentVersion,
  ConclusionBody,
  ConclusionQuery,
  ReviewComment,
  ReviewCommentBody,
  VersionComparison,
} from '@dpohub/domain/wire';

const byId = (id: number, path: string) => `${ASSESSMENT_API_BASE}/${id}${path}`;

export async function fetchVersions(http: HttpClient, id: number): Promise<AssessmentVersion[]> {
  const { data } = await http.get<AssessmentVersion[]>(byId(id, '/versoes'), {
    skipErrorToast: true,
  });
  return data;
}

/** The path of an assessment's comparison of two versions: its cache key starts with it. */
export const comparePath = (id: number) => byId(id, '/versoes/comparar');

export async function compareVersions(
  http: HttpClient,
  id: number,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<VersionComparison> {
  const { data } = await http.get<VersionComparison>(comparePath(id), {
    params: { de: from, para: to },
    skipErrorToast: true,
    signal,
  });
  return data;
}

export async function fetchQuestions(http: HttpClient, id: number): Promise<AskedQuestion[]> {
  const { data } = await http.get<AskedQuestion[]>(byId(id, '/questoes'), {
    skipErrorToast: true,
  });
  return data;
}

export async function fetchComments(http: HttpClient, id: number): Promise<ReviewComment[]> {
  const { data } = await http.get<ReviewComment[]>(byId(id, '/comentarios'), {
    skipErrorToast: true,
  });
  return data;
}

export async function postComment(
  http: HttpClient,
  id: number,
  body: ReviewCommentBody,
): Promise<ReviewComment> {
  const { data } = await http.post<ReviewComment>(byId(id, '/comentarios'), body, {
    skipErrorToast: true,
  });
  return data;
}

/** The firm's answer to a review: the conclusion call with its flags (spec 3 section 7). */
export async function answerReview(
  http: HttpClient,
  form: AssessmentFormDefinition,
  id: number,
  answer: { sendBack: true } | { approve: { lawyerName: string; oab: string } },
): Promise<void> {
  const sendBack = 'sendBack' in answer;
  const params: ConclusionQuery = {
    id,
    finishWithLegalAssessment: !sendBack,
    sendBackWithComments: sendBack,
  };
  const body: ConclusionBody | undefined = sendBack ? undefined : answer.approve;
  await http.post(`${ASSESSMENT_API_BASE}/${form.apiSegment}/tab/conclusion`, body, {
    params,
    skipErrorToast: true,
  });
}
