import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import { bytesToBase64 } from '../../../lib/base64';
import { encryptWithPublicKey, InvalidPublicKeyError } from '../../../lib/encrypt-file';
import type { FileRefusal, UploadBody } from '../../../lib/upload';

/** The document's public key is missing or unreadable: the file cannot be encrypted. */
export const ENCRYPTION_UNAVAILABLE = 'encryptionUnavailable';

/**
 * The upload body of a checked file (the `prepare` of `useUpload`): its bytes, encrypted with the
 * document's public key when the document asks for it (Documento_Crittato__c), as base64, with the
 * payload's size. The content was checked before encryption: the server cannot look inside.
 */
export async function prepareUpload(
  file: File,
  document: Pick<CandidateDocument, 'mustEncrypt' | 'publicKey'>,
): Promise<{ body: UploadBody; size: number } | { refusal: FileRefusal }> {
  const unavailable = { refusal: { code: ENCRYPTION_UNAVAILABLE, size: file.size } };
  const plain = new Uint8Array(await file.arrayBuffer());
  let payload = plain;
  if (document.mustEncrypt) {
    if (!document.publicKey) return unavailable;
    try {
      payload = await encryptWithPublicKey(plain, document.publicKey);
    } catch (error) {
      if (error instanceof InvalidPublicKeyError) return unavailable;
      throw error;
    }
  }
  return {
    body: {
      fileName: file.name.trim(),
      contentBase64: bytesToBase64(payload),
      encrypted: document.mustEncrypt,
    },
    size: payload.length,
  };
}
