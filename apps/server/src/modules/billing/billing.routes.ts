import { hasExtendedData } from '@school/domain/access/rules';
import { ConfirmCourseBillingBodySchema } from '@school/domain/billing/contracts/confirm-course-billing';
import { ConfirmHousingBillingBodySchema } from '@school/domain/billing/contracts/confirm-housing-billing';
import { GetBillingResponseSchema } from '@school/domain/billing/contracts/get-billing';
import { SaveCourseBillingBodySchema } from '@school/domain/billing/contracts/save-course-billing';
import { SaveHousingBillingBodySchema } from '@school/domain/billing/contracts/save-housing-billing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireProfile } from '../../plugins/app/auth.ts';
import { confirmBilling, getBilling, saveBilling } from './billing.service.ts';

const tags = ['billing'];

/** Profile → Billing (specification 000: "Billing (extended users only)"). */
export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: GetBillingResponseSchema, ...errorResponses };

  app.get(
    '/billing',
    {
      config: { access: hasExtendedData },
      schema: { tags, summary: 'Course billing and, with a housing record, housing billing', response },
    },
    async (request) => getBilling(app.db, await requireProfile(request)),
  );

  app.put(
    '/billing/course',
    {
      config: { access: hasExtendedData },
      schema: {
        tags,
        summary: 'Save the course billing form (while editable)',
        body: SaveCourseBillingBodySchema,
        response,
      },
    },
    async (request) => saveBilling(app.db, await requireProfile(request), 'course', request.body),
  );

  app.put(
    '/billing/housing',
    {
      config: { access: hasExtendedData },
      schema: {
        tags,
        summary: 'Save the housing billing form (while editable)',
        body: SaveHousingBillingBodySchema,
        response,
      },
    },
    async (request) => saveBilling(app.db, await requireProfile(request), 'housing', request.body),
  );

  app.post(
    '/billing/course/confirm',
    {
      config: { access: hasExtendedData },
      schema: {
        tags,
        summary: 'Confirm the course billing data: locks the form and records the compilation date',
        body: ConfirmCourseBillingBodySchema,
        response,
      },
    },
    async (request) => confirmBilling(app.db, await requireProfile(request), 'course', request.body),
  );

  app.post(
    '/billing/housing/confirm',
    {
      config: { access: hasExtendedData },
      schema: {
        tags,
        summary: 'Confirm the housing billing data (IBAN and holder always): locks the form',
        body: ConfirmHousingBillingBodySchema,
        response,
      },
    },
    async (request) => confirmBilling(app.db, await requireProfile(request), 'housing', request.body),
  );
}
