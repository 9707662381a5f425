import {
  type ChangeStageStatusBody,
  type ListStagesResponse,
  ListStagesResponseSchema,
  type StaffStage,
  type StaffStageDocument,
  StaffStageDocumentSchema,
  StaffStageDocumentsResponseSchema,
  type StaffStageEditionsResponse,
  StaffStageEditionsResponseSchema,
  StaffStageSchema,
  type StaffSurveyDefinitions,
  StaffSurveyDefinitionsSchema,
  type StageAnswers,
  StageAnswersSchema,
  type UpdateStageInput,
} from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey, StageSurveyReadyForm } from '@school/domain/internship/stage';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../lib/upload';

/** The staff side of the internship (Stage): /api/staff/internship/… */
export const STAFF_INTERNSHIP_KEY = ['staff', 'internship'] as const;

const API = '/api/staff/internship';
const stageUrl = (id: string) => `${API}/stages/${encodeURIComponent(id)}`;
const editionUrl = (code: string) => `${API}/editions/${encodeURIComponent(code)}`;

/** The console's addresses of the internship pages. */
export const internshipStaffPaths = {
  board: `${paths.staff}/internship`,
  stage: (id: string) => `${paths.staff}/internship/stages/${id}`,
  surveys: `${paths.staff}/internship/surveys`,
  answers: `${paths.staff}/internship/answers`,
};

/** `GET …/editions/:code/answers/:form/export.csv`: the CSV's address, for a download link. */
export const answersCsvUrl = (code: string, form: StageSurvey) =>
  `${editionUrl(code)}/answers/${form}/export.csv`;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_INTERNSHIP_KEY });

/** `GET /api/staff/internship/editions` */
export function useStageEditions() {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'editions'],
    queryFn: async ({ signal }): Promise<StaffStageEditionsResponse> =>
      StaffStageEditionsResponseSchema.parse(await api.get<unknown>(`${API}/editions`, { signal })),
  });
}

/** `GET /api/staff/internship/stages?edition=&status=&page=&pageSize=` */
export function useStageBoard(params: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'board', params],
    queryFn: async ({ signal }): Promise<ListStagesResponse> =>
      ListStagesResponseSchema.parse(
        await api.get<unknown>(`${API}/stages?${new URLSearchParams(params).toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `POST /api/staff/internship/stages`: the stage of an enrolment, at status 0. */
export function useCreateStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enrolmentId: string): Promise<StaffStage> =>
      StaffStageSchema.parse(await api.post<unknown>(`${API}/stages`, { enrolmentId })),
    onSettled: () => refresh(queryClient),
  });
}

/** `GET /api/staff/internship/stages/:id` */
export function useStaffStage(id: string) {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'stage', id],
    queryFn: async ({ signal }): Promise<StaffStage> =>
      StaffStageSchema.parse(await api.get<unknown>(stageUrl(id), { signal })),
  });
}

/** `PUT …/stages/:id/status`: from the status read. */
export function useChangeStageStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeStageStatusBody): Promise<StaffStage> =>
      StaffStageSchema.parse(await api.put<unknown>(`${stageUrl(id)}/status`, body)),
    onSettled: () => refresh(queryClient),
  });
}

/** `PUT …/stages/:id`: the destination on the version read. */
export function useSaveStage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateStageInput): Promise<StaffStage> =>
      StaffStageSchema.parse(await api.put<unknown>(stageUrl(id), body)),
    onSettled: () => refresh(queryClient),
  });
}

/** `POST …/stages/:id/evaluation-link`: mail the tutor the evaluation link. */
export function useSendEvaluationLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<StaffStage> =>
      StaffStageSchema.parse(await api.post<unknown>(`${stageUrl(id)}/evaluation-link`)),
    onSettled: () => refresh(queryClient),
  });
}

/** The owner of an uploaded document: one stage, or every stage of an edition. */
export type DocumentOwner = { stageId: string } | { productCode: string };

/** `POST …/stages/:id/documents` or `…/editions/:code/documents`, through the one upload path. */
export async function uploadStageDocument(
  owner: DocumentOwner,
  fields: { name: string; documentType: string; published: boolean },
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffStageDocument> {
  const url =
    'stageId' in owner
      ? `${stageUrl(owner.stageId)}/documents`
      : `${editionUrl(owner.productCode)}/documents`;
  return StaffStageDocumentSchema.parse(
    await uploadJson<unknown>(
      url,
      { ...fields, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}

/** `GET …/editions/:code/documents` */
export function useEditionDocuments(code: string | null) {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'editionDocuments', code],
    queryFn: async ({ signal }) =>
      StaffStageDocumentsResponseSchema.parse(
        await api.get<unknown>(`${editionUrl(code ?? '')}/documents`, { signal }),
      ),
    enabled: code !== null,
  });
}

/** `PUT …/documents/:id/published` */
export function usePublishDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id: string; published: boolean }): Promise<StaffStageDocument> =>
      StaffStageDocumentSchema.parse(
        await api.put<unknown>(`${API}/documents/${encodeURIComponent(change.id)}/published`, {
          published: change.published,
        }),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE …/documents/:id` */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${API}/documents/${encodeURIComponent(id)}`),
    onSettled: () => refresh(queryClient),
  });
}

/** After an upload: the stage and the lists show the new document. */
export function useRefreshInternship() {
  const queryClient = useQueryClient();
  return () => refresh(queryClient);
}

/** `GET …/editions/:code/surveys` */
export function useSurveyDefinitions(code: string | null) {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'surveys', code],
    queryFn: async ({ signal }): Promise<StaffSurveyDefinitions> =>
      StaffSurveyDefinitionsSchema.parse(
        await api.get<unknown>(`${editionUrl(code ?? '')}/surveys`, { signal }),
      ),
    enabled: code !== null,
  });
}

/**
 * `PUT …/editions/:code/surveys/:form` with a definition, or `POST …/reset` without one: the ready
 * definition named (`ready`), else the course's own.
 */
export function useSaveDefinition(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: {
      form: StageSurvey;
      definition?: unknown;
      ready?: StageSurveyReadyForm;
    }): Promise<StaffSurveyDefinitions> =>
      StaffSurveyDefinitionsSchema.parse(
        save.definition === undefined
          ? await api.post<unknown>(
              `${editionUrl(code)}/surveys/${save.form}/reset`,
              save.ready ? { ready: save.ready } : undefined,
            )
          : await api.put<unknown>(`${editionUrl(code)}/surveys/${save.form}`, {
              definition: save.definition,
            }),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `GET …/editions/:code/answers/:form`: the table and the summary. */
export function useStageAnswers(code: string | null, form: StageSurvey) {
  return useQuery({
    queryKey: [...STAFF_INTERNSHIP_KEY, 'answers', code, form],
    queryFn: async ({ signal }): Promise<StageAnswers> =>
      StageAnswersSchema.parse(
        await api.get<unknown>(`${editionUrl(code ?? '')}/answers/${form}`, { signal }),
      ),
    enabled: code !== null,
  });
}
