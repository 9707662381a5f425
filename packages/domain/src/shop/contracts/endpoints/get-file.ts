import { endpoint } from '../../../shared/endpoint.ts';
import { FileParamsSchema } from '../shop.ts';

export const getFile = endpoint(
  'GET /api/shop/files/:id',
  "A product's image (shown inline) or technical-sheet PDF (downloaded)",
  { params: FileParamsSchema },
);
