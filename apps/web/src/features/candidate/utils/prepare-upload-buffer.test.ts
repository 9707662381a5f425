import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { prepareUpload } from './prepare-upload';

// A small limit pair where a file within the byte limit encodes beyond the base64 limit: the
// real constants never allow this, which is why the check exists only as a guard.
vi.mock('@school/domain/shared/limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@school/domain/shared/limits')>()),
  UPLOAD_MAX_BYTES: 100,
  UPLOAD_MAX_BASE64_LENGTH: 100,
}));

describe('prepareUpload — "DimensioniEccessiveBuffer if encoded size exceeds"', () => {
  it('refuses a payload whose base64 text is over the limit, with the encoded length', async () => {
    const bytes = new Uint8Array(90).fill(0x41);
    bytes.set(new TextEncoder().encode('%PDF-'));
    const prepared = await prepareUpload(new File([bytes], 'a.pdf'), { mustEncrypt: false, publicKey: null });
    expect(prepared).toEqual({ check: { problem: 'DimensioniEccessiveBuffer', size: 120 } });
  });
});
