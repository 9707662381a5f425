import { z } from 'zod';
import { STATUS_ICONS, STATUS_MESSAGE_KEYS, type StatusIcon } from '../status-bar.ts';
import { CANDIDATE_TABS } from '../tabs.ts';

/** One icon of the status bar, computed by the server with `statusBar` (status-bar.ts). */
export const StatusIconSchema = z.object({
  name: z.enum(STATUS_ICONS),
  colour: z.enum(['grey', 'yellow', 'green', 'red']),
  variant: z.enum(['standard', 'timer']),
  messageKey: z.enum(STATUS_MESSAGE_KEYS),
}) satisfies z.ZodType<StatusIcon>;

/**
 * The candidate's application (specification 000, section 3 "Application (candidatura)"): course
 * (Codice_Corso__c and the enrolment's name), edition (Edizione_Corso__r.Name), StageName, the four
 * status fields as the school wrote them, IsActive__c, Pagamenti_in_regola__c, Stato_Candidatura__c
 * and CreatedDate (ISO instant).
 */
export const CandidateApplicationSchema = z.object({
  id: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
  stageName: z.string(),
  applicationStatus: z.string().nullable(),
  generalStatus: z.string().nullable(),
  editionStatus: z.string().nullable(),
  enrolmentStatus: z.string().nullable(),
  completionStatus: z.string().nullable(),
  isActive: z.boolean(),
  paymentsUpToDate: z.boolean().nullable(),
  createdAt: z.string(),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;

/**
 * GET /api/candidate/overview: the current application (the active one, else the newest), its
 * six-icon status bar and the tabs to show (`candidateTabs`). Without any application:
 * `application` null, an empty bar and only the application tab.
 */
export const GetOverviewResponseSchema = z.object({
  application: CandidateApplicationSchema.nullable(),
  statusBar: z.array(StatusIconSchema),
  tabs: z.array(z.enum(CANDIDATE_TABS)),
});
export type GetOverviewResponse = z.infer<typeof GetOverviewResponseSchema>;
