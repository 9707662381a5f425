import '../test/setup';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { uploadErrorLines } from './upload-error';

const text = (code: unknown) => `«${String(code)}»`;

describe('uploadErrorLines — "Upload error list: alert of code: message"', () => {
  it('names an encoded file over the limit DimensioniEccessiveBuffer, not "invalid data"', () => {
    const error = new ApiError(400, 'request.invalid', 'x', { contentBase64: 'upload.tooLargeEncoded' });
    expect(uploadErrorLines(error, text)).toEqual(['DimensioniEccessiveBuffer: «upload.tooLargeEncoded»']);
    expect(uploadErrorLines(new ApiError(413, 'request.tooLarge'), text)).toEqual([
      'DimensioniEccessiveBuffer: «upload.tooLargeEncoded»',
    ]);
  });

  it('lists every reason of a file refused for several, one code: message each', () => {
    const error = new ApiError(400, 'request.invalid', 'x', {
      contentBase64: 'upload.fileEmpty',
      fileName: 'upload.invalidFileName',
    });
    expect(uploadErrorLines(error, text)).toEqual([
      'FileVuoto: «upload.fileEmpty»',
      '«upload.invalidFileName»',
    ]);
  });

  it('gives one line for a failure without reasons', () => {
    expect(uploadErrorLines(new ApiError(413, 'upload.tooLarge'), text)).toEqual([
      'DimensioniEccessive: «upload.tooLarge»',
    ]);
    expect(uploadErrorLines(new Error('offline'), text)).toEqual(['«Error: offline»']);
  });
});
