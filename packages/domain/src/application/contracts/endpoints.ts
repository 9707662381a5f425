import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import { CheckoutFeeBodySchema, CheckoutFeeResponseSchema } from './checkout-fee.ts';
import {
  ApplicationStateSchema,
  FeeStateSchema,
  GetStateQuerySchema,
  ProductParamsSchema,
} from './get-state.ts';
import { ListOpenEditionsResponseSchema } from './list-editions.ts';
import { SaveStepBodySchema, SaveStepParamsSchema, SaveStepQuerySchema } from './save-step.ts';
import {
  UploadApplicationFileBodySchema,
  UploadApplicationFileParamsSchema,
  UploadApplicationFileResponseSchema,
} from './upload-file.ts';

/** The application's endpoints (the 8-step candidatura). */
export const applicationApi = {
  listEditions: endpoint(
    'GET /api/application/editions',
    'The course editions open to applications (public)',
    { answer: ListOpenEditionsResponseSchema },
  ),
  getState: endpoint(
    'GET /api/application/:productCode/state',
    'The entry state check for the caller (visitors get step 0), the fee, the files and the saved values',
    { params: ProductParamsSchema, querystring: GetStateQuerySchema, answer: ApplicationStateSchema },
  ),
  enter: endpoint(
    'POST /api/application/:productCode/entry',
    'The entry of a signed-in applicant: the state check of GET /state, which also sets the product and step 1 for a new product or a product switch',
    { params: ProductParamsSchema, querystring: GetStateQuerySchema, answer: ApplicationStateSchema },
  ),
  saveStep: endpoint(
    'PUT /api/application/:productCode/steps/:step',
    'Next on a step: saves its form (Step<n>Body) with the target step, status Candidato and the product code; step 0 of a visitor creates the account and signs in',
    {
      params: SaveStepParamsSchema,
      querystring: SaveStepQuerySchema,
      body: SaveStepBodySchema,
      answer: { 200: ApplicationStateSchema, 201: ApplicationStateSchema },
    },
  ),
  uploadFile: endpoint(
    'POST /api/application/:productCode/files/:kind',
    'Upload a file of the application (CV, motivational letter, English certificate, identity document; base64)',
    {
      params: UploadApplicationFileParamsSchema,
      body: UploadApplicationFileBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 200: UploadApplicationFileResponseSchema, 413: ErrorResponseSchema },
    },
  ),
  getFee: endpoint(
    'GET /api/application/:productCode/fee',
    'The application fee of the caller for this product: asked, paid, skippable, checkout pending',
    { params: ProductParamsSchema, answer: FeeStateSchema },
  ),
  checkoutFee: endpoint(
    'POST /api/application/:productCode/fee/checkout',
    'Open the payment of the application fee (100.00 EUR, computed by the server)',
    {
      params: ProductParamsSchema,
      body: CheckoutFeeBodySchema,
      answer: { 200: CheckoutFeeResponseSchema, 502: ErrorResponseSchema },
    },
  ),
  checkoutTestFee: endpoint(
    'POST /api/application/test-fee/checkout',
    'The test fee page (/stepPagamentoTEST): a fee checkout for anyone, recorded nowhere',
    { body: CheckoutFeeBodySchema, answer: { 200: CheckoutFeeResponseSchema, 502: ErrorResponseSchema } },
  ),
};
