import '../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { bodyRefusal } from './upload';

// A small limit pair where a file within the byte limit encodes beyond the base64 limit: the
// real constants never allow this, which is why the check exists only as a guard.
vi.mock('@school/domain/shared/limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@school/domain/shared/limits')>()),
  UPLOAD_MAX_BYTES: 100,
  UPLOAD_MAX_BASE64_LENGTH: 100,
}));

describe('bodyRefusal — "DimensioniEccessiveBuffer if encoded size exceeds"', () => {
  it('refuses a payload whose base64 text is over the limit, with the encoded length', () => {
    const body = { fileName: 'a.pdf', contentBase64: 'A'.repeat(120) };
    expect(bodyRefusal(body, 90, ['pdf'])).toEqual({ code: 'upload.tooLargeEncoded', size: 120 });
    expect(bodyRefusal({ ...body, contentBase64: 'A'.repeat(100) }, 75, ['pdf'])).toBeNull();
  });
});
