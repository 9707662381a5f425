import { List } from '@mantine/core';
import { uploadProblemName } from '@school/domain/shared/uploads';
import { isApiError } from './api-client';

/** One reason as shown: `code: message` for the problems the specification names, else the message. */
function line(code: string, errorText: (code: unknown) => string): string {
  // A body over the server's limit is an encoded file over the limit.
  const known = code === 'request.tooLarge' ? 'upload.tooLargeEncoded' : code;
  const message = errorText(known);
  const name = uploadProblemName(known);
  return name ? `${name}: ${message}` : message;
}

/**
 * The lines of a refused upload, "Upload error list: alert of code: message" (specification 000,
 * section 8): one line per reason the server gave (each field's code), `code: message` with the
 * specification's name of the problem (FileVuoto, DimensioniEccessive, DimensioniEccessiveBuffer).
 */
export function uploadErrorLines(error: unknown, errorText: (code: unknown) => string): string[] {
  if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
    return [...new Set(Object.values(error.fields))].map((code) => line(code, errorText));
  }
  if (isApiError(error)) return [line(error.code, errorText)];
  return [errorText(error)];
}

/** The alert's content: one line as text, several as a list. */
export function UploadErrorList({
  error,
  errorText,
}: {
  error: unknown;
  errorText: (code: unknown) => string;
}) {
  const lines = uploadErrorLines(error, errorText);
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <List size="sm" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
