/** Bytes per `String.fromCharCode` call: large enough to be quick, small enough for the call stack. */
const CHUNK = 0x8000;

/** Standard base64 with padding ("Sent as base64"), the canonical form the server accepts. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}
